import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';

/**
 * The components a writer may use in any MDX page without an import, each with
 * the props its declared type names (issue 67): what a misspelt prop
 * (`<FaqItem questoin="…">`, which renders an empty row) or an unknown component
 * (`<ProcessStepz>`) is checked against. Read from the sources' syntax, not a type
 * check of the project (16 s): each component's first parameter's type, a literal
 * or an interface or type alias of its own file. `undefined` props: the type is
 * built some other way (from another file, a utility type), so no prop is refused.
 */
export type MdxComponents = ReadonlyMap<string, ComponentProps | undefined>;

/** A component's props by name: whether each is required (declared without `?`). */
export type ComponentProps = ReadonlyMap<string, boolean>;

/** Where the components are handed to MDX. */
export const mdxComponentsFile = join('src', 'theme', 'MDXComponents', 'index.tsx');

/** A member's name as a prop is written: `'aria-current'` without its quotes. */
const memberEntry = (file: ts.SourceFile, member: ts.TypeElement): [string, boolean][] =>
  member.name ? [[ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(file), !member.questionToken]] : [];

const parsedFiles = new Map<string, ts.SourceFile>();

/** A file's syntax tree, parsed once a process while its text stays the same (navigation.ts is read three times a run). */
function parse(path: string): ts.SourceFile {
  const text = readFileSync(path, 'utf8');
  const known = parsedFiles.get(path);
  if (known?.text === text) return known;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  parsedFiles.set(path, file);
  return file;
}

/** `@site/src/components/X` → the file it names. */
function resolveSite(projectDir: string, specifier: string): string | undefined {
  if (!specifier.startsWith('@site/')) return undefined;
  const base = join(projectDir, specifier.slice('@site/'.length));
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((path) => existsSync(path));
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** The function a module exports under `name` ('default' for its default export). */
function exportedFunction(file: ts.SourceFile, name: string): ts.SignatureDeclaration | undefined {
  const byName = new Map<string, ts.SignatureDeclaration>();
  let defaultName: string | undefined;
  let defaultFunction: ts.SignatureDeclaration | undefined;
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      if (statement.name) byName.set(statement.name.text, statement);
      if (isDefault(statement)) defaultFunction = statement;
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)))
          byName.set(declaration.name.text, initializer);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      defaultName = statement.expression.text;
    }
  }
  if (name === 'default') return defaultFunction ?? (defaultName ? byName.get(defaultName) : undefined);
  const found = byName.get(name);
  if (!found) return undefined;
  const statement = ts.isFunctionDeclaration(found) ? found : found.parent.parent.parent;
  return isExported(statement) ? found : undefined;
}

/** The member names of a props type: a literal, or an interface or alias of the file (with what it extends there). */
function propsOf(file: ts.SourceFile, type: ts.TypeNode | undefined, seen = new Set<string>()): Map<string, boolean> | undefined {
  if (!type) return undefined;
  if (ts.isTypeLiteralNode(type)) return new Map(type.members.flatMap((member) => memberEntry(file, member)));
  if (ts.isIntersectionTypeNode(type)) {
    const parts = type.types.map((part) => propsOf(file, part, seen));
    const known = parts.filter((part) => part !== undefined);
    return known.length === parts.length ? new Map(known.flatMap((part) => [...part])) : undefined;
  }
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments) return undefined;
  const name = type.typeName.text;
  if (seen.has(name)) return undefined;
  seen.add(name);
  for (const statement of file.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) return propsOf(file, statement.type, seen);
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === name) {
      const names = new Map(statement.members.flatMap((member) => memberEntry(file, member)));
      for (const heritage of statement.heritageClauses ?? []) {
        for (const base of heritage.types) {
          if (!ts.isIdentifier(base.expression) || base.typeArguments) return undefined;
          const inherited = propsOf(file, ts.factory.createTypeReferenceNode(base.expression.text), seen);
          if (!inherited) return undefined;
          for (const [member, required] of inherited) names.set(member, required);
        }
      }
      return names;
    }
  }
  return undefined;
}

let cached: {projectDir: string; components: MdxComponents} | undefined;

/** The MDX components and their props, read once a process. */
export function mdxComponents(projectDir: string): MdxComponents {
  if (cached?.projectDir === projectDir) return cached.components;
  const index = parse(join(projectDir, mdxComponentsFile));
  const imports = new Map<string, {file: string; name: string}>();
  for (const statement of index.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause) continue;
    const file = resolveSite(projectDir, statement.moduleSpecifier.text);
    if (!file) continue;
    const clause = statement.importClause;
    if (clause.name) imports.set(clause.name.text, {file, name: 'default'});
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
      for (const element of clause.namedBindings.elements)
        imports.set(element.name.text, {file, name: (element.propertyName ?? element.name).text});
  }
  const exported = index.statements.find(ts.isExportAssignment)?.expression;
  if (!exported || !ts.isObjectLiteralExpression(exported))
    throw new Error(`${mdxComponentsFile}: no object exported to read the components from`);
  const components = new Map<string, ComponentProps | undefined>();
  for (const property of exported.properties) {
    if (!ts.isShorthandPropertyAssignment(property) && !ts.isPropertyAssignment(property)) continue;
    const key = property.name.getText(index);
    const local = ts.isShorthandPropertyAssignment(property) ? key : property.initializer.getText(index);
    const source = imports.get(local);
    const component = source && exportedFunction(parse(source.file), source.name);
    // A component with no parameter takes no props but its children.
    const props =
      component &&
      (component.parameters.length === 0 ? new Map<string, boolean>() : propsOf(component.getSourceFile(), component.parameters[0]?.type));
    // Children come from between the tags: never a missing prop, even where the type requires them.
    components.set(key, props ? new Map([...props, ['children', false]]) : undefined);
  }
  cached = {projectDir, components};
  return components;
}

/** A node's line in its file, from 1. */
const lineOf = (file: ts.SourceFile, node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

/** The members of a string union type alias in a file (`type ServiceIconId = 'a' | 'b'`), each with its line. */
export function unionMembers(path: string, typeName: string): {value: string; line: number}[] {
  const file = parse(path);
  const alias = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === typeName,
  );
  if (!alias || !ts.isUnionTypeNode(alias.type)) return [];
  return alias.type.types.flatMap((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [{value: member.literal.text, line: lineOf(file, member)}] : [],
  );
}

/** The strings of an array constant in a file (`export const placeholderArt: readonly X[] = ['a']`), each with its line. */
export function arrayMembers(path: string, constName: string): {value: string; line: number}[] {
  const file = parse(path);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== constName) continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (!value || !ts.isArrayLiteralExpression(value)) return [];
      return value.elements.flatMap((element) => (ts.isStringLiteral(element) ? [{value: element.text, line: lineOf(file, element)}] : []));
    }
  }
  return [];
}
