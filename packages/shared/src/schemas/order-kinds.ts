import { z } from 'zod';

/**
 * What an order is (issue 28, decision 0071): every flow places its orders through the one
 * pipeline, and the order and each of its lines carry their kind, so that the desk, My orders,
 * the mails and the job tickets read any order without knowing the flow that made it. The print
 * store's check-out (issue 29) adds 'store' and 'store_item'; nothing of an existing row changes
 * for that.
 */
export const orderKinds = ['print', 'copy', 'scan', 'quote', 'quoted', 'secured', 'store'] as const;
export type OrderKind = (typeof orderKinds)[number];
export const orderKindSchema = z.enum(orderKinds);

/**
 * print_file: an uploaded file printed as a catalogue product; copy_job and scan_job: a job on
 * originals we collect (no file); quote_request: what a quote asks for (an attached file, or the
 * description alone); quoted_job: the work of an answered quote, at its price; secured_file: a
 * file printed from a secured product template; store_item: a design or package of the print
 * store, kept as it was ordered (its content holds the snapshot; decision 0106).
 */
export const orderLineKinds = [
  'print_file',
  'copy_job',
  'scan_job',
  'quote_request',
  'quoted_job',
  'secured_file',
  'store_item',
] as const;
export type OrderLineKind = (typeof orderLineKinds)[number];
export const orderLineKindSchema = z.enum(orderLineKinds);

/** The kinds whose lines are uploaded files (the line has a file, its pages and where it is stored). */
export const FILE_LINE_KINDS: readonly OrderLineKind[] = ['print_file', 'quote_request', 'secured_file'];
