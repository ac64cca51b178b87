/**
 * A kit-agnostic example's files in one kit: the folder's own, with those the kit changes
 * (lib/kit-variants.ts) in their place. No imports, so that the docs' client code can use it.
 */
export type ChangedFiles = Readonly<Record<string, string>>;

/** `files` with the changed ones' code replaced; a replaced file keeps only its name and language (not the build's tokens of its old code). */
export function filesInKit<File extends {name: string; language: string; code: string}>(
  files: readonly File[],
  changed?: ChangedFiles,
): File[] {
  return files.map((file) =>
    changed && Object.hasOwn(changed, file.name)
      ? ({name: file.name, language: file.language, code: changed[file.name]} as File)
      : file,
  );
}
