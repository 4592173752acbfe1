/**
 * Radix Themes' CSS, trimmed at build time to what the public site renders (decision 0022).
 *
 * Radix ships every component, every variant and size, every layout utility at every breakpoint,
 * the dark theme and all 30 colour mappings: 62 KB gzipped, of which a page uses a few. This
 * PostCSS plugin (run by Vite after it inlines `@import`s) keeps, from the rules that come from
 * `@radix-ui/themes`:
 * - component and utility rules whose every `rt-` class can appear on the site: the classes of the
 *   components imported from '@radix-ui/themes' in web/app (found in Radix's own modules), and the
 *   classes Radix's own `getResponsiveClassNames` makes from the prop values written in our JSX
 *   (literals, both sides of a conditional, responsive objects) and from the components' defaults;
 *   a prop given a value that cannot be read (a variable) keeps every value of that prop;
 * - colour mappings only for the colour scales imported (the others never had their variables);
 * - no dark-theme rules (the site never sets `.dark`);
 * - custom properties that something references (our CSS, the kept rules, our source, Radix's JS);
 * - keyframes that a kept rule animates with.
 * Our own CSS is never touched. The admin console has its own Vite config and keeps all of Radix.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { AtRule, Declaration, Plugin, Root, Rule } from 'postcss';

const require = createRequire(import.meta.url);
const RADIX_DIR = path.dirname(require.resolve('@radix-ui/themes/package.json'));
const RADIX_CJS = path.join(RADIX_DIR, 'dist', 'cjs');

interface PropDef {
  type: string;
  className?: string;
  values?: readonly string[];
  default?: unknown;
  parseValue?: (value: string) => string | undefined;
}
type PropDefs = Record<string, PropDef>;

/** A prop value read from our source: a string, a responsive object, `true`, or unreadable. */
type PropValue = string | Record<string, string> | true | 'dynamic';

const { getResponsiveClassNames } = require(path.join(RADIX_CJS, 'helpers', 'get-responsive-styles.js')) as {
  getResponsiveClassNames: (options: {
    allowArbitraryValues: boolean;
    value: unknown;
    className: string;
    propValues: readonly string[];
    parseValue?: (value: string) => string | undefined;
  }) => string | undefined;
};

/** Every Radix prop definition that makes a class, by prop name (several components share names). */
function allPropDefs(): Map<string, PropDef[]> {
  const byName = new Map<string, PropDef[]>();
  const files = [
    ...readdirSync(path.join(RADIX_CJS, 'props')).map((file) => path.join(RADIX_CJS, 'props', file)),
    ...readdirSync(path.join(RADIX_CJS, 'components')).map((file) => path.join(RADIX_CJS, 'components', file)),
  ].filter((file) => /\.props?\.js$/.test(file));
  for (const file of files) {
    for (const defs of Object.values(require(file) as Record<string, unknown>)) {
      if (!defs || typeof defs !== 'object') continue;
      for (const [name, def] of Object.entries(defs as PropDefs)) {
        if (!def || typeof def !== 'object' || !def.className) continue;
        const list = byName.get(name) ?? [];
        if (!list.includes(def)) list.push(def);
        byName.set(name, list);
      }
    }
  }
  return byName;
}

/** The classes one prop value makes, as Radix's own code makes them. */
function classesOf(def: PropDef, value: PropValue): string[] {
  if (!def.className) return [];
  if (def.type === 'boolean') return value === true || value === 'dynamic' ? [def.className] : [];
  const values = def.values ?? [];
  const arbitrary = def.type !== 'enum';
  const make = (input: unknown) =>
    (
      getResponsiveClassNames({
        allowArbitraryValues: arbitrary,
        value: input,
        className: def.className!,
        propValues: values,
        parseValue: def.parseValue,
      }) ?? ''
    )
      .split(' ')
      .filter(Boolean);
  if (value === 'dynamic') return [...values.flatMap((one) => make(one)), ...(arbitrary ? [def.className] : [])];
  if (value === true) return [];
  return make(value);
}

/** The string values an expression can take, read without running it. */
function valuesOf(expression: ts.Expression): PropValue[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isNumericLiteral(expression)) return [expression.text];
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return [true];
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return [];
  if (ts.isIdentifier(expression) && expression.text === 'undefined') return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression))
    return valuesOf(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...valuesOf(expression.whenTrue), ...valuesOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
      return ['dynamic', ...valuesOf(expression.right)];
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return valuesOf(expression.right);
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const responsive: Record<string, string> = {};
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) return ['dynamic'];
      const key = property.name.getText().replace(/['"]/g, '');
      const [one, ...rest] = valuesOf(property.initializer);
      if (typeof one !== 'string' || rest.length > 0) return ['dynamic'];
      responsive[key] = one;
    }
    return [responsive];
  }
  return ['dynamic'];
}

interface SourceUse {
  components: Set<string>;
  props: Map<string, PropValue[]>;
  /** Custom properties our source names (inline styles, `var(--x)` in strings). */
  variables: Set<string>;
}

/** Source and CSS files of the public site (tests excluded), recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What web/app imports from Radix Themes and which Radix prop values its JSX writes. */
function scanSource(appDirectory: string): SourceUse {
  const use: SourceUse = { components: new Set(), props: new Map(), variables: new Set() };
  for (const file of sourceFiles(appDirectory)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/--[a-zA-Z][\w-]*/g)) use.variables.add(match[0]);
    if (file.endsWith('.css')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === '@radix-ui/themes' &&
        !node.importClause?.isTypeOnly
      ) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) {
            if (element.isTypeOnly) continue;
            const component = (element.propertyName ?? element.name).text;
            use.components.add(component);
            // A module rendering a component of a part brings the part's sheet (RADIX_PARTS).
            const part = Object.entries(RADIX_PARTS).find(([, names]) => names.includes(component))?.[0];
            if (part && !text.includes(`styles/radix/${part}.css'`))
              throw new Error(
                `radix-css: ${path.relative(process.cwd(), file)} renders ${component}: import its rules, web/app/styles/radix/${part}.css`,
              );
          }
      }
      if (ts.isJsxAttribute(node)) {
        const name = node.name.getText();
        const initializer = node.initializer;
        const values: PropValue[] = !initializer
          ? [true]
          : ts.isStringLiteral(initializer)
            ? [initializer.text]
            : ts.isJsxExpression(initializer) && initializer.expression
              ? valuesOf(initializer.expression)
              : [];
        use.props.set(name, [...(use.props.get(name) ?? []), ...values]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return use;
}

/** `AlertDialog` → alert-dialog.js, Radix's module of an export. */
const moduleOf = (name: string) =>
  path.join(RADIX_CJS, 'components', `${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.js`);

/** The component classes (`rt-Badge`, `rt-BaseButton`) of a Radix module and the modules it uses. */
function componentClasses(
  file: string,
  seen: Set<string>,
  classes: Set<string>,
  propFiles: Set<string>,
  props: [string, string][],
): void {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // Class strings may hold several classes ("rt-reset rt-TextFieldInput").
  for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`/g))
    for (const name of (literal[1] ?? literal[2]!).split(/\s+/))
      if (/^rt-(?:[A-Z]\w*|reset)$/.test(name)) classes.add(name);
  // Props Radix gives its own parts (Dialog.Title is a Heading with size "5", mb "3", trim "start").
  for (const pair of text.matchAll(/[{,](\w+):"([^"\n]*)"/g)) props.push([pair[1]!, pair[2]!]);
  for (const match of text.matchAll(/require\("(\.[^"]+)"\)/g)) {
    const next = path.resolve(path.dirname(file), match[1]!);
    if (next.includes(`${path.sep}components${path.sep}`)) {
      if (next.endsWith('.props.js')) propFiles.add(next);
      else componentClasses(next, seen, classes, propFiles, props);
    }
  }
}

export interface RadixUse {
  /** Every `rt-` class that can appear on the site. */
  classes: Set<string>;
  components: Set<string>;
  /** Custom properties named by our source and by Radix's JavaScript. */
  variables: Set<string>;
}

/** The Radix classes and variables the site can use, from its source. */
export function radixUse(appDirectory: string): RadixUse {
  const use = scanSource(appDirectory);
  const defs = allPropDefs();
  const classes = new Set<string>();
  const propFiles = new Set<string>();
  const seen = new Set<string>();
  const internalProps: [string, string][] = [];
  for (const component of use.components) {
    const file = moduleOf(component);
    try {
      componentClasses(file, seen, classes, propFiles, internalProps);
    } catch {
      throw new Error(`radix-css: no Radix module ${path.relative(RADIX_DIR, file)} for ${component}`);
    }
  }
  // The defaults of the components used (a Button without `size` is size 2).
  for (const file of propFiles)
    for (const group of Object.values(require(file) as Record<string, PropDefs>))
      for (const def of Object.values(group ?? {}))
        if (def?.className && typeof def.default === 'string')
          for (const name of classesOf(def, def.default)) classes.add(name);
        else if (def?.className && def.type === 'boolean' && def.default === true) classes.add(def.className);
  for (const [name, value] of internalProps)
    for (const def of defs.get(name) ?? []) for (const one of classesOf(def, value)) classes.add(one);
  // Every value our JSX gives a prop that Radix turns into a class.
  for (const [name, values] of use.props)
    for (const def of defs.get(name) ?? [])
      for (const value of values) for (const one of classesOf(def, value)) classes.add(one);
  const variables = new Set(use.variables);
  for (const file of seen)
    for (const match of readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)) variables.add(match[1]!);
  return { classes, components: use.components, variables };
}

const fromRadix = (node: { source?: { input: { file?: string } } }) =>
  (node.source?.input.file ?? '').split(path.sep).join('/').includes('/@radix-ui/themes/');

/** The class names in a selector, unescaped (`.md\:rt-r-mt-3` → `md:rt-r-mt-3`). */
const classesInSelector = (selector: string) =>
  [...selector.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));

/** The end of the parenthesised group opening at `open` (the index of its `)`). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return text.length;
}

/** Splits a selector list at its top-level commas. */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    else if (text[index] === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/**
 * Whether a selector can match on the site: every `rt-` class it requires is one the site uses.
 * Classes inside `:not()` require nothing; `:is()` / `:where()` need one alternative that can.
 */
export function canMatch(selector: string, classes: Set<string>): boolean {
  let rest = '';
  for (let index = 0; index < selector.length; index += 1) {
    const group = /^:(not|is|where|has)\(/.exec(selector.slice(index));
    if (group) {
      const open = index + group[0].length - 1;
      const end = closing(selector, open);
      if (group[1] !== 'not' && !splitList(selector.slice(open + 1, end)).some((one) => canMatch(one, classes)))
        return false;
      index = end;
      continue;
    }
    rest += selector[index];
  }
  return classesInSelector(rest).every((name) => !/^(?:\w+:)?-?rt-/.test(name) || classes.has(name));
}

/** Whether a selector needs `.dark` / `.dark-theme` on an ancestor (outside `:not(...)`). */
function needsDark(selector: string): boolean {
  const withoutNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return /\.dark(-theme)?(?![\w-])/.test(withoutNot);
}

/** Colour mappings (`[data-accent-color='red']`) of colours whose scale is not imported. */
function colourUnavailable(selector: string, scales: Set<string>): boolean {
  const match = /\[data-(?:accent|gray)-color=['"]?([a-z]+)['"]?\]/.exec(selector);
  return Boolean(match && !scales.has(match[1]!) && !selector.includes(':not('));
}

/** Removes at-rules left empty (a `@media` whose rules all went). */
function removeEmpty(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((rule: AtRule) => {
      if (rule.name !== 'font-face' && rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
    root.walkRules((rule: Rule) => {
      if (rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
  }
}

/**
 * Radix components whose rules go with the modules that render them instead of the root sheet:
 * `web/app/styles/radix/<part>.css` imports Radix's components.css and keeps only the rules of
 * its part's components; the root sheet (site.css) drops them. The parts are those no page renders
 * in its header, footer or layout (forms, tables, dialogs opened on demand), so every page's
 * first-screen CSS is smaller. A part's rules come after our own sheets: they must not set what
 * our CSS overrides with the same specificity (tests/e2e/css-coverage.spec.ts and screenshots).
 */
export const RADIX_PARTS: Record<string, readonly string[]> = {
  callout: ['Callout'],
  radio: ['Radio', 'RadioGroup', 'BaseRadio'],
  spinner: ['Spinner'],
  table: ['Table', 'ScrollArea'],
  'text-area': ['TextArea'],
};

/** The part a stylesheet is (`web/app/styles/radix/<part>.css`), if it is one. */
function partOf(root: Root): string | undefined {
  const file = (root.source?.input.file ?? '').split(path.sep).join('/');
  const name = /\/web\/app\/styles\/radix\/([\w-]+)\.css$/.exec(file)?.[1];
  if (name && !RADIX_PARTS[name]) throw new Error(`radix-css: ${name}.css is not one of RADIX_PARTS`);
  return name;
}

/** A test of whether a selector styles one of `components` (`rt-CalloutRoot`, `rt-RadioGroupItem`...). */
function stylesComponent(components: readonly string[]): (selector: string) => boolean {
  const componentClass = new RegExp(`^rt-(?:${components.join('|')})(?:[A-Z]\\w*)?$`);
  return (selector) => classesInSelector(selector).some((name) => componentClass.test(name));
}

/**
 * Keeps in each rule from Radix only the selectors `keep` accepts (a rule with none goes), and
 * Radix's keyframes only if `keepKeyframes`.
 */
function filterRadixSelectors(root: Root, keep: (selector: string) => boolean, keepKeyframes: boolean): void {
  root.walkAtRules(/keyframes$/, (rule: AtRule) => {
    if (fromRadix(rule) && !keepKeyframes) rule.remove();
  });
  root.walkRules((rule: Rule) => {
    if (!fromRadix(rule)) return;
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
}

/**
 * The part sheets (see {@link RADIX_PARTS}), in `vite dev` too: a part keeps only its
 * components' rules (no reset, tokens or keyframes: the root sheet has them).
 */
export function radixCssParts(): Plugin {
  return {
    postcssPlugin: 'radix-css-parts',
    OnceExit(root) {
      const part = partOf(root);
      if (!part) return;
      filterRadixSelectors(root, stylesComponent(RADIX_PARTS[part]!), false);
    },
  };
}

/** The PostCSS plugin; `use` comes from {@link radixUse}, computed once per build. */
export function radixCssTrim(getUse: () => RadixUse): Plugin {
  return {
    postcssPlugin: 'radix-css-trim',
    OnceExit(root) {
      if (!root.some((node) => fromRadix(node))) return;
      const use = getUse();
      const part = partOf(root);
      // The colour scales this file imports (tokens/colors/<name>.css).
      const scales = new Set<string>();
      root.walk((node) => {
        const match = /\/tokens\/colors\/([a-z]+)\.css$/.exec(
          (node.source?.input.file ?? '').split(path.sep).join('/'),
        );
        if (match) scales.add(match[1]!);
      });
      root.walkRules((rule: Rule) => {
        if (!fromRadix(rule)) return;
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
        const kept = rule.selectors.filter(
          (selector) => !needsDark(selector) && !colourUnavailable(selector, scales) && canMatch(selector, use.classes),
        );
        if (kept.length === 0) rule.remove();
        else if (kept.length !== rule.selectors.length) rule.selectors = kept;
      });
      // Keyframes nobody animates with.
      const animated = new Set<string>();
      root.walkDecls(/^animation(-name)?$/, (decl: Declaration) => {
        for (const word of decl.value.split(/[\s,]+/)) animated.add(word);
      });
      root.walkAtRules(/keyframes$/, (rule: AtRule) => {
        if (fromRadix(rule) && !animated.has(rule.params.trim())) rule.remove();
      });
      // Custom properties nothing references: start from every var() outside a custom property
      // declaration, our source and Radix's JS, then follow declarations' own references.
      const references = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
      const needed = new Set(use.variables);
      const edges = new Map<string, string[]>();
      root.walkDecls((decl: Declaration) => {
        if (decl.prop.startsWith('--'))
          edges.set(decl.prop, [...(edges.get(decl.prop) ?? []), ...references(decl.value)]);
        else for (const name of references(decl.value)) needed.add(name);
      });
      const queue = [...needed];
      while (queue.length > 0) {
        for (const next of edges.get(queue.pop()!) ?? [])
          if (!needed.has(next)) {
            needed.add(next);
            queue.push(next);
          }
      }
      root.walkDecls((decl: Declaration) => {
        if (fromRadix(decl) && decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove();
      });
      removeEmpty(root);
      // The root sheet leaves the parts' rules to their sheets (their tokens and keyframes stay).
      if (!part) {
        const parted = stylesComponent(Object.values(RADIX_PARTS).flat());
        filterRadixSelectors(root, (selector) => !parted(selector), true);
      }
    },
  };
}
