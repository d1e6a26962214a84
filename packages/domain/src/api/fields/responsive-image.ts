import { z } from 'zod';
import type { ResponsiveImage } from '../../catalogue/image-variants.ts';

export const responsiveImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  srcSet: z.object({ avif: z.string(), webp: z.string() }),
}) satisfies z.ZodType<ResponsiveImage>;
