'use client';

import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Conform with one zod schema, checked as the lead forms check theirs: a field when it is left,
 * again on each key once it was wrong, the whole form before it is sent; the server's reply shown.
 */
export function useSchemaForm<S extends z.ZodObject>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
