/**
 * The npm packages a TypeScript source imports, read from its import and export
 * statements. Only statements count: a string in the code that ends in "from"
 * (a label such as 'Quiet from') is not an import.
 */
const moduleSpecifier =
  /^[ \t]*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The package of a bare module specifier: `@angular/core/testing` → `@angular/core`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages `code` imports, in order, each once; relative imports are the file's own. */
export function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(moduleSpecifier)].map((match) => (match[1] ?? match[2] ?? match[3])!);
  return [...new Set(specifiers.filter((specifier) => !specifier.startsWith('.')).map(packageOf))];
}
