-- Why: the design-info dialog sets how a design's image is shown (spec 02 section 3 Design:
-- displaySpecification {border}; issue 30 point 3, decision 0115). Until now the server had no
-- place for it (decision 0113). Every existing design is shown as before, without a border.
ALTER TABLE "print_store_designs" ADD COLUMN "display_specification" jsonb DEFAULT '{"border":false}'::jsonb NOT NULL;
