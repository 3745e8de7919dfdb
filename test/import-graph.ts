/**
 * The static import graph of the app's own modules, as the bundler sees it: what a module imports for its values
 * (type-only imports are erased; `import()` loads later, on demand). Tests use it to hold what a first load brings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '..');

/** Parsed once per file: a test walks the same modules from many starting points. */
const parsed = new Map<string, ts.SourceFile>();
const sourceOf = (file: string): ts.SourceFile => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    parsed.set(file, source);
  }
  return source;
};

/** A module's text (a parsed one's). */
export const textOf = (file: string): string => sourceOf(file).text;

/** What a module imports for its values: each specifier with the names it takes (`*`: the whole module). */
export function valueBindings(file: string): { specifier: string; names: string[] }[] {
  const found: { specifier: string; names: string[] }[] = [];
  for (const node of sourceOf(file).statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const names =
        named && ts.isNamedImports(named)
          ? named.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (clause?.name) names.push('default');
      // Named imports of types alone are erased.
      if (names.length === 0) continue;
      found.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : ['*'];
      if (names.length === 0) continue;
      found.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, names });
    }
  }
  return found;
}

/** The specifiers a module imports for its values, not for types alone. */
export const valueImports = (file: string): string[] => valueBindings(file).map(({ specifier }) => specifier);

/** The file an app-local specifier (`@/…` or relative) names, if it is one. */
export function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
  );
}

/** Whether a module starts with the `'use client'` directive: from there on, what it imports is browser code. */
export function isClientModule(file: string): boolean {
  const first = sourceOf(file).statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}
