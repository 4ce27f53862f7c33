import { describe, expect, it } from 'vitest';
import { themeCustomFieldsSchema, themeFlagsSchema } from '../schemas/theme';
import { isExpressOrder } from './express';

const settings = (flags: Record<string, boolean> = {}, customFields: Record<string, unknown> = {}) => ({
  flags: themeFlagsSchema.parse(flags),
  customFields: themeCustomFieldsSchema.parse(customFields),
});
const spoed = { deliveryDate: { date: '2026-12-01', time: null, title: 'spoed' as const } };
const tomorrow = { deliveryDate: { date: '2026-12-01', time: null, title: 'morgen' as const } };

describe('an express order', () => {
  it('is one whose chosen date is the spoed option', () => {
    expect(isExpressOrder(spoed, settings())).toBe(true);
    expect(isExpressOrder(tomorrow, settings())).toBe(false);
    expect(isExpressOrder({ deliveryDate: null }, settings())).toBe(false);
  });

  it('never in a theme without the deliver step, nor in purchasing-portal mode', () => {
    expect(isExpressOrder(spoed, settings({ hideDeliverOptions: true }))).toBe(false);
    expect(isExpressOrder(spoed, settings({}, { sapPortal: true }))).toBe(false);
  });
});
