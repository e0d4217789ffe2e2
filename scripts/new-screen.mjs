// `npm run new:screen -- <routeId> --remote postlogin|prelogin --path <path> --feature <folder>
//   --title "<English title>" --title-es "<Spanish title>"`: a new screen on the paved road. It writes
// the registry row (packages/client/src/routes/registry.ts), the screen and its component test in
// <remote>/src/features/<folder>/ (with the feature's screens.tsx and messages, made if the folder is
// new), the page title in the remote's first-chunk messages (en and es), and a journey in e2e/journeys/.
// The remote's route table does not change: registryFeatures loads the folder the row names. A signed-in
// screen starts with one call (the cardholder's email addresses); a pre-login one with a link to sign in.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/build.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';
import { at, bin } from './lib/paths.mjs';

const REMOTES = {
  postlogin: { dir: 'mfe-postlogin', owner: 'mfe_postlogin', namespace: 'postlogin', messages: 'postloginMessages' },
  prelogin: { dir: 'mfe-prelogin', owner: 'mfe_prelogin', namespace: 'prelogin', messages: 'preloginMessages' },
};
const TEMPLATES = at('scripts', 'templates', 'screen');
const REGISTRY = at('packages', 'client', 'src', 'routes', 'registry.ts');

const kebab = (id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (id) => id[0].toUpperCase() + id.slice(1);

/** A template's text with each `{{name}}` replaced; a placeholder without a value is an error. */
export function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name) => {
    if (!(name in values)) throw new Error(`the template names {{${name}}}, which has no value`);
    return values[name];
  });
}

/** The registry row of a new screen (one line, as the registry's rows are). */
export function registryRow({ remote, id, path: routePath, feature }) {
  const title = `'${REMOTES[remote].namespace}:${id}.title'`;
  return remote === 'postlogin'
    ? `  ${id}: postlogin('${routePath}', ${title}, inFeature('${feature}')),`
    : `  ${id}: { ...prelogin('${routePath}', 'public-flow', keep, 'browser', ${title}), ...inFeature('${feature}') },`;
}

/**
 * The registry's text with the row added after the remote's last row (after the last row of its
 * feature, when the feature has rows already). Refuses an id or a path the registry has.
 */
export function addRegistryRow(registry, input) {
  if (new RegExp(`^  ${input.id}: `, 'm').test(registry))
    throw new Error(`the registry has a route ${input.id} already`);
  if (registry.includes(`('${input.path}'`)) throw new Error(`the registry has a route at ${input.path} already`);
  const lines = registry.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const ROUTES = {'));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('}'));
  if (start < 0 || end < 0) throw new Error('the registry has no ROUTES table');
  const rowLines = lines.map((line, index) => ({ line, index })).filter(({ index }) => index > start && index < end);
  const mark = input.remote === 'postlogin' ? ': postlogin(' : '...prelogin(';
  const ofRemote = rowLines.filter(({ line }) => line.includes(mark));
  const ofFeature = ofRemote.filter(({ line }) => line.includes(`inFeature('${input.feature}')`));
  const after = (ofFeature.at(-1) ?? ofRemote.at(-1))?.index;
  if (after === undefined) throw new Error(`the registry has no row of ${input.remote}`);
  // A row written over several lines ends at its own closing line.
  let last = after;
  if (!/[,]\s*$/.test(lines[last]) || lines[last].trimEnd().endsWith('{')) {
    while (last < end && lines[last] !== '  },' && lines[last] !== '  ),') last += 1;
  }
  lines.splice(last + 1, 0, registryRow(input));
  return lines.join('\n');
}

/** A messages file with `id.key` set for each entry of `texts`. */
function addMessages(file, id, texts) {
  const tree = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (tree[id] !== undefined) throw new Error(`${path.relative(at(), file)} has messages under ${id} already`);
  tree[id] = texts;
  writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}

/** The feature's screens.tsx with the new screen (and its import) added. */
function addScreen(file, { id, Component, componentFile }) {
  const text = readFileSync(file, 'utf8');
  const entry = text.indexOf('export const screens = {');
  if (entry < 0) throw new Error(`${path.relative(at(), file)} has no \`export const screens = {\``);
  const close = text.indexOf('\n};', entry);
  const withRow = `${text.slice(0, close)}\n  ${id}: <${Component} />,${text.slice(close)}`;
  const importLine = `import { ${Component} } from './components/${componentFile}';\n`;
  const firstImport = withRow.indexOf('\nimport ') + 1;
  return `${withRow.slice(0, firstImport)}${importLine}${withRow.slice(firstImport)}`;
}

function parse(argv) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      remote: { type: 'string' },
      path: { type: 'string' },
      feature: { type: 'string' },
      title: { type: 'string' },
      'title-es': { type: 'string' },
    },
  });
  const [id] = positionals;
  const usage =
    'npm run new:screen -- <routeId> --remote postlogin|prelogin --path <path> --feature <folder> --title "<title>" --title-es "<título>"';
  if (
    !id ||
    positionals.length > 1 ||
    !values.remote ||
    !values.path ||
    !values.feature ||
    !values.title ||
    !values['title-es']
  )
    throw new Error(`Usage: ${usage}`);
  if (!(values.remote in REMOTES)) throw new Error(`--remote is postlogin or prelogin, not ${values.remote}`);
  if (!/^[a-z][A-Za-z0-9]{1,40}$/.test(id)) throw new Error(`${id} is not a route id: camelCase letters and digits`);
  if (!/^[a-z][A-Za-z0-9-]*(\/[a-z][A-Za-z0-9-]*)*$/.test(values.path))
    throw new Error(`${values.path} is not a path: segments of letters, digits and hyphens, without a leading /`);
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(values.feature))
    throw new Error(`${values.feature} is not a folder name (kebab-case)`);
  for (const title of [values.title, values['title-es']])
    if (/['\\]/.test(title)) throw new Error(`a title may not hold ' or \\ (it is written into code): ${title}`);
  return {
    id,
    remote: values.remote,
    path: values.path,
    feature: values.feature,
    title: values.title,
    titleEs: values['title-es'],
  };
}

/** Writes every file of the new screen; returns the paths written, relative to the repository. */
export function createScreen(input) {
  const remote = REMOTES[input.remote];
  const folder = at(remote.dir, 'src', 'features', input.feature);
  const componentFile = `${kebab(input.id)}-page`;
  const Component = `${pascal(input.id)}Page`;
  const values = {
    id: input.id,
    path: input.path,
    feature: input.feature,
    title: input.title,
    titleEs: input.titleEs,
    namespace: remote.namespace,
    namespaceMessages: remote.messages,
    Component,
    file: componentFile,
  };
  const template = (name) => fill(readFileSync(path.join(TEMPLATES, name), 'utf8'), values);
  const journey = at('e2e', 'journeys', `${kebab(input.id)}.spec.ts`);
  const files = {
    component: path.join(folder, 'components', `${componentFile}.tsx`),
    test: path.join(folder, 'components', `${componentFile}.test.tsx`),
  };
  for (const file of [files.component, files.test, journey])
    if (existsSync(file)) throw new Error(`${path.relative(at(), file)} exists already`);
  const registry = addRegistryRow(readFileSync(REGISTRY, 'utf8'), input);

  const written = [];
  const write = (file, text) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(path.relative(at(), file));
  };
  const screens = path.join(folder, 'screens.tsx');
  if (!existsSync(screens)) {
    write(screens, template('feature-screens.tsx.template'));
    for (const locale of ['en', 'es']) write(path.join(folder, 'i18n', `${locale}.json`), '{}\n');
  }
  writeFileSync(screens, addScreen(screens, { id: input.id, Component, componentFile }));
  if (!written.includes(path.relative(at(), screens))) written.push(path.relative(at(), screens));
  write(files.component, template(`${input.remote}-page.tsx.template`));
  write(files.test, template(`${input.remote}-page.test.tsx.template`));
  write(journey, template(`${input.remote}-journey.spec.ts.template`));
  const featureTexts =
    input.remote === 'postlogin'
      ? {
          en: {
            intro: '{{count}} email address on your profile.',
            intro_other: '{{count}} email addresses on your profile.',
            loading: 'Loading your email addresses',
          },
          es: {
            intro: '{{count}} dirección de correo electrónico en su perfil.',
            intro_other: '{{count}} direcciones de correo electrónico en su perfil.',
            loading: 'Cargando sus direcciones de correo electrónico',
          },
        }
      : {
          en: { intro: 'Sign in to see your cards.', signIn: 'Sign in' },
          es: { intro: 'Inicie sesión para ver sus tarjetas.', signIn: 'Iniciar sesión' },
        };
  for (const locale of ['en', 'es']) {
    addMessages(path.join(folder, 'i18n', `${locale}.json`), input.id, featureTexts[locale]);
    written.push(path.relative(at(), path.join(folder, 'i18n', `${locale}.json`)));
    // The page title is in the remote's first chunk: the shell's title and the loading screen use it.
    const first = at(remote.dir, 'src', 'i18n', `${locale}.json`);
    addMessages(first, input.id, { title: locale === 'en' ? input.title : input.titleEs });
    written.push(path.relative(at(), first));
  }
  writeFileSync(REGISTRY, registry);
  written.push(path.relative(at(), REGISTRY));
  return [...new Set(written)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onSupportedNode();
  try {
    const input = parse(process.argv.slice(2));
    const written = createScreen(input);
    await run(bin('.', 'biome'), ['format', '--write', ...written.map((f) => at(f))], { stdio: 'ignore' });
    console.log(`✔ ${input.id} at /${input.path}, in ${REMOTES[input.remote].dir}'s ${input.feature} feature:`);
    for (const file of written) console.log(`  ${file}`);
    console.log(
      `  Run its test: npx vitest run ${written.find((f) => f.endsWith('.test.tsx'))}; its journey: cd e2e && npx playwright test ${path.basename(written.find((f) => f.endsWith('.spec.ts')) ?? '')}`,
    );
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
