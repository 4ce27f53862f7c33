import { z } from 'zod';
import { introKeys } from '../rules/intro-keys';
import { hexColorSchema } from './common';

export const destinationTypes = ['menu', 'interaction', 'page', 'url'] as const;
export type DestinationType = (typeof destinationTypes)[number];

/** Interactions a proposition can start; later issues attach the real flows. */
export const interactionNames = ['upload', 'login', 'signUp', 'contact', 'printStorePromo'] as const;
export type InteractionName = (typeof interactionNames)[number];

export const introScreenSchema = z.object({
  key: z.enum(introKeys),
  title: z.string().min(1).max(120),
  paragraphs: z.array(z.string().min(1).max(600)).min(1).max(6),
});
export type IntroScreen = z.infer<typeof introScreenSchema>;

type PropositionShape = {
  pid: string;
  propTitle: string;
  propText?: string | undefined;
  colours: { background: string; text: string };
  destinationType: DestinationType;
  destination: string;
  menuItems: PropositionShape[];
  securityLevel: number;
  introScreen?: IntroScreen | undefined;
  hasIntro: boolean;
  alwaysShowIntro: boolean;
  pulse: boolean;
};

/** A round menu item on the home screen; `menu` items hold their sub-menu in menuItems. */
export const propositionSchema: z.ZodType<PropositionShape> = z.lazy(() =>
  z
    .object({
      pid: z.string().min(1).max(64),
      propTitle: z.string().min(1).max(60),
      propText: z.string().max(200).optional(),
      colours: z.object({ background: hexColorSchema, text: hexColorSchema }),
      destinationType: z.enum(destinationTypes),
      destination: z.string().max(500),
      menuItems: z.array(propositionSchema).max(12),
      securityLevel: z.number().int().min(0).max(100),
      introScreen: introScreenSchema.optional(),
      hasIntro: z.boolean(),
      alwaysShowIntro: z.boolean(),
      pulse: z.boolean(),
    })
    .superRefine((item, ctx) => {
      if (item.destinationType === 'menu' && item.menuItems.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'a menu item needs menuItems', path: ['menuItems'] });
      }
      if (item.destinationType === 'url' && !/^https?:\/\//.test(item.destination)) {
        ctx.addIssue({ code: 'custom', message: 'url destinations must be http(s)', path: ['destination'] });
      }
      if (item.hasIntro && !item.introScreen) {
        ctx.addIssue({ code: 'custom', message: 'hasIntro needs an introScreen', path: ['introScreen'] });
      }
    }),
);
export type Proposition = z.infer<typeof propositionSchema>;
