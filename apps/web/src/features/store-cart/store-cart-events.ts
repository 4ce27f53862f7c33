import { createEmitter } from '../../lib/emitter';

/** 'Added to basket' (spec 02 section 4): the cart button lights up for a second. */
export const storeCartEvents = createEmitter<{ added: { itemCount: number } }>();
