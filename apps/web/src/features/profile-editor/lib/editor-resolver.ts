import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toSchemaInput } from './editor-changes';
import type { EditorValues } from './editor-values';

export type EditorOutput = z.output<typeof profileUpdateSchema>;

const schemaResolver = zodResolver(profileUpdateSchema);

/**
 * The shared schema checks the whole form (STYLE 1): the server uses the very same one. The
 * values are first read as the schema expects them (see `toSchemaInput`).
 */
export const editorResolver: Resolver<EditorValues, unknown, EditorOutput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    toSchemaInput(values) as ProfileUpdateInput,
    context,
    options as never,
  ) as ReturnType<Resolver<EditorValues, unknown, EditorOutput>>;
