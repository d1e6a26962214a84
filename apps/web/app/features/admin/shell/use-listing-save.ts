import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

type Calls<B, E> = {
  /** Null for a new listing. */
  editorId: string | null;
  create: (body: B, idempotencyKey: string) => Promise<E>;
  update: (id: string, body: B) => Promise<E>;
  /** Messages of the form's own namespace: "fix the fields" and "could not be saved". */
  fixFields: string;
  failed: string;
  onSaved: (editor: E, created: boolean) => void;
};

/**
 * The save of a listing editor (apartment, tour): create with an Idempotency-Key kept for the same values, so a
 * double click or a retry creates one listing, or update; the server's per-field messages by field name.
 */
export function useListingSave<B, E>(bodyOf: () => B, calls: Calls<B, E>) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const key = useRef<{ key: string; forBody: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf();
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      let answer: E;
      if (calls.editorId) {
        answer = await calls.update(calls.editorId, body);
      } else {
        const forBody = JSON.stringify(body);
        if (key.current?.forBody !== forBody) key.current = { key: newIdempotencyKey(), forBody };
        answer = await calls.create(body, key.current.key);
      }
      setErrors({});
      setSaved(true);
      calls.onSaved(answer, !calls.editorId);
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors.length > 0) {
        setErrors(Object.fromEntries(caught.errors.map((item) => [item.field, item.message])));
        setFailure(calls.fixFields);
      } else {
        setErrors({});
        setFailure(caught instanceof ApiError ? caught.message : calls.failed);
      }
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving, errors, failure, saved, edited: () => setSaved(false) };
}
