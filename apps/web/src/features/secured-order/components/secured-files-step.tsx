import '../../../styles/secured-order.css';
import { FLIP_BACK_MS } from '@portal/shared/constants';
import type { ProductTemplate, ProductTemplatesResponse } from '@portal/shared/schemas/secured';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { productTemplatesQueryOptions } from '../api/product-templates';
import {
  linesOf,
  type SecuredLinesStore,
  securedLines,
  useSecuredLinesState,
} from '../stores/secured-lines-store';
import { type CardBack, ProductsPanel, type TemplatesState } from './products-panel';
import { SecuredFileList, type StepFile } from './secured-file-list';
import '../texts';

type Props = {
  userId: string;
  sessionId: string | null;
  files: readonly StepFile[];
  onTheWay: number;
  onRemove: (fileId: string) => void;
  onChooseFiles: () => void;
  uploadHref: string;
  contactHref: string;
  /** The order details' instructions for the printshop. */
  instruction: string;
  onInstructionChange: (instruction: string) => void;
  store?: SecuredLinesStore;
};

type Face = 'products' | 'specs' | 'instructions';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Step 1 of the secured print order (Printen; spec 02 sections 2.3 and 4): the session's files
 * on the left, the products on the right. The rules of section 4: clicking a file selects only
 * that file, its select box adds it to or takes it from the selection, select-all selects all
 * or none; with exactly one file selected its product's specs show; choosing a product applies
 * it to every selected file (a file that has it already keeps its choices, any other starts at
 * the defaults) and does nothing without a selection; an option with submenus takes their
 * defaults. 'Producten' turns the card back and lets go of the product shown after the turn
 * (500 ms; at once without motion). The assignments live in the feature's store.
 */
export function SecuredFilesStep({ store = securedLines, ...props }: Props) {
  const { sessionId, files } = props;
  const templatesQuery = useQuery(productTemplatesQueryOptions(props.userId));
  const templates = templatesQuery.data?.templates;
  const state = useSecuredLinesState(store);
  const lines = new Map(
    linesOf(
      state,
      sessionId,
      files.map((file) => file.id),
      templates,
    ).map((line) => [line.fileId, line]),
  );

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [face, setFace] = useState<Face>('products');
  const [shown, setShown] = useState<string | null>(null);
  const frontHeading = useRef<HTMLHeadingElement>(null);
  const backHeading = useRef<HTMLHeadingElement>(null);
  const flipBack = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopFlipBack = () => {
    if (flipBack.current !== null) clearTimeout(flipBack.current);
    flipBack.current = null;
  };
  useEffect(
    () => () => {
      if (flipBack.current !== null) clearTimeout(flipBack.current);
    },
    [],
  );

  // The first file is selected when the list first has files, so that a product chosen at
  // once has a file to go to, and its specs show when it has a product (after a reload); a
  // file that left the list leaves the selection.
  const startedWith = useRef(false);
  const ids = files.map((file) => file.id).join('\n');
  useEffect(() => {
    const present = ids ? ids.split('\n') : [];
    if (!startedWith.current && present.length > 0) {
      startedWith.current = true;
      const [first] = linesOf(store.getSnapshot(), sessionId, present.slice(0, 1), undefined);
      if (first) {
        setSelected(new Set([first.fileId]));
        setShown(first.templateId);
        setFace(first.templateId ? 'specs' : 'products');
        return;
      }
    }
    setSelected((current) => {
      const kept = [...current].filter((id) => present.includes(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [ids, sessionId, store]);

  const templateOf = (id: string | null) => templates?.find((template) => template.id === id);
  const specsTemplate = templateOf(shown);
  const specFiles: string[] = files
    .map((file) => file.id)
    .filter((id) => selected.has(id) && specsTemplate && lines.get(id)?.templateId === specsTemplate.id);
  const showsSpecs = specsTemplate !== undefined && specFiles.length > 0;
  const shownFace: Face = face === 'specs' && !showsSpecs ? 'products' : face;
  const back: CardBack =
    shownFace === 'instructions'
      ? { kind: 'instructions', backToSpecs: showsSpecs }
      : showsSpecs
        ? {
            kind: 'specs',
            template: specsTemplate,
            choices: lines.get(specFiles[0] ?? '')?.choices ?? [],
            fileCount: specFiles.length,
          }
        : null;

  /** Turns the card and gives the face now in sight the focus (its heading), after a click in it. */
  const turnTo = (next: Face) => {
    setFace(next);
    requestAnimationFrame(() => (next === 'products' ? frontHeading : backHeading).current?.focus());
  };

  /** With exactly one file selected, its product's specs show (none chosen: the products). */
  const select = (next: ReadonlySet<string>) => {
    setSelected(next);
    const [only] = next;
    if (next.size !== 1 || only === undefined) return;
    const templateId = lines.get(only)?.templateId ?? null;
    stopFlipBack();
    setShown(templateId);
    setFace(templateId ? 'specs' : 'products');
  };

  const choose = (template: ProductTemplate) => {
    if (!sessionId || selected.size === 0) return;
    const chosenFor = files.map((file) => file.id).filter((id) => selected.has(id));
    store.chooseTemplate(sessionId, chosenFor, template);
    stopFlipBack();
    setShown(template.id);
    turnTo('specs');
  };

  const toProducts = () => {
    turnTo('products');
    stopFlipBack();
    // The back keeps its specs while it turns away; then the product shown is let go of.
    if (reducedMotion()) setShown(null);
    else flipBack.current = setTimeout(() => setShown(null), FLIP_BACK_MS);
  };

  const selectedIds = files.map((file) => file.id).filter((id) => selected.has(id));
  const [firstSelected] = selectedIds;
  const commonTemplate = firstSelected === undefined ? null : (lines.get(firstSelected)?.templateId ?? null);
  const chosenId =
    commonTemplate !== null && selectedIds.every((id) => lines.get(id)?.templateId === commonTemplate)
      ? commonTemplate
      : null;

  return (
    <div className="secured-step">
      <SecuredFileList
        files={files}
        onTheWay={props.onTheWay}
        lines={lines}
        templates={templates}
        selected={selected}
        onSelectOnly={(id) => select(new Set([id]))}
        onToggle={(id, on) => {
          const next = new Set(selected);
          if (on) next.add(id);
          else next.delete(id);
          select(next);
        }}
        onSelectAll={(on) => select(new Set(on ? files.map((file) => file.id) : []))}
        onQuantity={(id, quantity) => {
          if (sessionId) store.setQuantity(sessionId, id, quantity);
        }}
        onRemove={props.onRemove}
        onChooseFiles={props.onChooseFiles}
        uploadHref={props.uploadHref}
      />
      <ProductsPanel
        templates={templatesState(templatesQuery)}
        selectedCount={selectedIds.length}
        chosenId={chosenId}
        flipped={shownFace !== 'products'}
        back={back}
        instruction={props.instruction}
        contactHref={props.contactHref}
        headings={{ front: frontHeading, back: backHeading }}
        onChoose={choose}
        onOption={(spec, option) => {
          if (sessionId && specsTemplate)
            store.chooseOption(sessionId, specFiles, specsTemplate, spec, option);
        }}
        onSubmenuOption={(spec, submenu, option) => {
          if (sessionId && specsTemplate)
            store.chooseSubmenuOption(sessionId, specFiles, specsTemplate, spec, submenu, option);
        }}
        onProducts={toProducts}
        onInstructions={() => {
          stopFlipBack();
          turnTo('instructions');
        }}
        onSpecs={() => turnTo('specs')}
        onInstructionChange={props.onInstructionChange}
      />
    </div>
  );
}

function templatesState(query: UseQueryResult<ProductTemplatesResponse>): TemplatesState {
  if (query.data) return { status: 'success', templates: query.data.templates };
  if (query.error) {
    const notAllowed =
      query.error instanceof ApiRequestError && query.error.code === 'SECURED_PRINTING_NOT_ALLOWED';
    return {
      status: 'error',
      notAllowed,
      message: query.error.message,
      retry: () => void query.refetch(),
    };
  }
  return { status: 'pending' };
}
