import type { Language } from '@konak/domain/languages';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

type Calls<S, B, E> = {
  /** The form's values from the editor's answer (null: a new listing's defaults). */
  initialState: (editor: E | null) => S;
  bodyOf: (state: S) => B;
  create: (body: B, idempotencyKey: string) => Promise<E>;
  update: (id: string, body: B) => Promise<E>;
  /** Messages of the form's own namespace: "fix the fields" and "could not be saved". */
  fixFields: string;
  failed: string;
  onSaved: (editor: E, created: boolean) => void;
};

/**
 * The values and the save of a listing editor (apartment, tour): create with an Idempotency-Key kept for the same
 * values, so a double click or a retry creates one listing, or update; the server's per-field messages by field.
 */
export function useListingForm<
  S extends { translations: Record<Language, unknown> },
  B,
  E extends { id: string },
>(editor: E | null, calls: Calls<S, B, E>) {
  const [state, setState] = useState<S>(() => calls.initialState(editor));
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const key = useRef<{ key: string; forBody: string } | null>(null);

  const change = (next: Partial<S>) => {
    setState((current) => ({ ...current, ...next }));
    setSaved(false);
  };
  const changeTexts = (language: Language, texts: S['translations'][Language]) =>
    change({ translations: { ...state.translations, [language]: texts } } as Partial<S>);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = calls.bodyOf(state);
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      let answer: E;
      if (editor) {
        answer = await calls.update(editor.id, body);
      } else {
        const forBody = JSON.stringify(body);
        if (key.current?.forBody !== forBody) key.current = { key: newIdempotencyKey(), forBody };
        answer = await calls.create(body, key.current.key);
      }
      setErrors({});
      setState(calls.initialState(answer));
      setSaved(true);
      calls.onSaved(answer, !editor);
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

  return { state, change, changeTexts, submit, saving, errors, failure, saved };
}
