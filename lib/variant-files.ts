/**
 * A kit-agnostic example's files in one kit: the folder's own, with those the kit changes
 * (lib/kit-variants.ts) in their place. No imports, so that the docs' client code can use it.
 */
export type ChangedFiles = Readonly<Record<string, string>>;

/** `files` with the changed ones' code replaced; a replaced file loses `tokens`, the build's highlighting of its old code. */
export function filesInKit<File extends {name: string; code: string}>(
  files: readonly File[],
  changed?: ChangedFiles,
): File[] {
  return files.map((file) => {
    if (!changed || !Object.hasOwn(changed, file.name)) {
      return file;
    }
    const {tokens: _stale, ...rest} = file as File & {tokens?: unknown};
    return {...rest, code: changed[file.name]!} as unknown as File;
  });
}
