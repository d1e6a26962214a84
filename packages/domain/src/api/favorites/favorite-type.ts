import { z } from 'zod';

/** The kinds of listing a member can keep as a favourite, as the Favourites calls name them in paths. */
export const FAVORITE_TYPES = ['apartments', 'tours'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);

/** One listing named by kind and id (check-multiple's items, the entries of /favorites/all). */
export const favoriteRefSchema = z.object({ type: favoriteTypeSchema, id: z.uuid() });
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;

/** `{id}` of the toggle calls. */
export const favoriteIdParamsSchema = z.object({ id: z.uuid() });

/** Spec §3 "Favourite check result": the answer of the check and of both toggles. */
export const favoriteStateSchema = z.object({ isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
