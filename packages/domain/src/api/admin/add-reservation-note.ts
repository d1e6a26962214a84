import { z } from 'zod';

/** POST …/notes: an internal note, never shown to the guest. */
export const addReservationNoteBodySchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type AddReservationNoteBody = z.input<typeof addReservationNoteBodySchema>;
