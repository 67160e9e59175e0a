// Renders Attention Lab's TeX formulas to SVG files that Qt SVG 6.4 draws, at authoring time, so that the installed
// application needs neither node nor a web engine. See README.md for the conventions and the commands.
//
//   node render.mjs                      every variant formula (core/variants) and every lesson formula (lessons/)
//                                        into resources/formulas/, with resources/formulas.qrc; stale files removed
//   node render.mjs --check              the same, writing nothing: exit 1 when a file is missing or differs
//   node render.mjs --out DIR FILE...    the $...$ and $$...$$ formulas of the given files (a teacher's lesson)
//                                        into DIR, added to what DIR already holds (--prune: only these)
//   --tex-list FILE                      one TeX formula per line (display style)
//   --variants DIR                       the raw string formulas of the C++ files under DIR (or of one file)

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';

const scriptFolder = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(scriptFolder, '..', '..');
const mathjaxVersion = JSON.parse(
  fs.readFileSync(path.join(scriptFolder, 'node_modules', 'mathjax-full', 'package.json'), 'utf8')).version;

// MathJax lengths are thousandths of an em. The padding keeps ink that overhangs its box (an italic f, a root's
// hook) inside the picture; the pixel size only gives viewers other than the application a natural size.
const kPadding = 100;
const kPixelsPerEm = 16;
// How much a path's control points may exceed a stretchy piece's box before it is clipped (rounding of MathJax).
const kClipTolerance = 0.5;
// Line segments per quadratic or cubic curve when a clipped piece is flattened to a polygon.
const kCurveSegments = 12;
// An inline formula ($...$) is the TeX with this prefix, rendered and keyed like any other formula.
const kInlinePrefix = '\\textstyle ';

// ---- the key: what the C++ side computes (widgets/formula/formula_key.cpp) ----

// Only ASCII white space is trimmed: JavaScript's and Qt's notions of Unicode space differ.
function trimmedTex(tex) {
  return tex.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '');
}

function formulaKey(tex) {
  return createHash('sha1').update(trimmedTex(tex), 'utf8').digest('hex').slice(0, 16);
}

// ---- where formulas come from ----

function filesUnder(folder, accept) {
  const found = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      found.push(...filesUnder(full, accept));
    else if (accept(entry.name))
      found.push(full);
  }
  return found.sort();
}

// Every run of adjacent C++ raw string literals (R"(...)" R"(...)", white space between them) is one formula: in
// core/variants the only raw strings are the variants' TeX formulas, written so that no escape is needed.
export function rawStringFormulas(source) {
  const literal = /R"([^()\\\s]{0,16})\(([\s\S]*?)\)\1"/y;
  const formulas = [];
  let index = 0;
  while ((index = source.indexOf('R"', index)) >= 0) {
    if (index > 0 && /[A-Za-z0-9_]/.test(source[index - 1])) { // u8R"(", LR"(" or a name ending in R
      index += 2;
      continue;
    }
    let tex = '';
    let position = index;
    for (;;) {
      literal.lastIndex = position;
      const match = literal.exec(source);
      if (!match)
        break;
      tex += match[2];
      position = literal.lastIndex;
      const gap = /\s*/y;
      gap.lastIndex = position;
      gap.exec(source);
      if (!source.startsWith('R"', gap.lastIndex))
        break;
      position = gap.lastIndex;
    }
    if (position === index) {
      index += 2;
      continue;
    }
    formulas.push(tex);
    index = position;
  }
  return formulas;
}

// $$...$$ is a display formula, $...$ an inline one; \$ is a dollar sign.
export function dollarFormulas(text) {
  const formulas = [];
  const pattern = /\$\$([\s\S]+?)\$\$|(?<![\\$])\$((?:[^$\\]|\\[\s\S])+?)\$/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined)
      formulas.push(trimmedTex(match[1]));
    else
      formulas.push(kInlinePrefix + trimmedTex(match[2]));
  }
  return formulas;
}

// A lesson step's `formula:` line (docs/lessons.md), its \term{id}{...} marks as \class{id}{...} so the SVG marks
// the term; `formula: variant` names the variant's own formula. The C++ side computes the same TeX
// (app/lessons/lesson.h, formulaForTypesetting).
export function lessonStepFormulas(text) {
  const formulas = [];
  for (const match of text.matchAll(/^formula:[ \t]*(.*)$/gm)) {
    const tex = trimmedTex(match[1]);
    if (tex !== '' && tex !== 'variant')
      formulas.push(tex.replace(/\\term(?![A-Za-z])/g, '\\class'));
  }
  return formulas;
}

// ---- SVG geometry: nested <svg> elements become groups ----

// Affine maps as [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f (SVG's matrix()).
const identity = [1, 0, 0, 1, 0, 0];

function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function apply(m, [x, y]) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function parseTransform(text) {
  let matrix = identity;
  if (!text)
    return matrix;
  for (const [, name, argumentText] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = argumentText.trim().split(/[\s,]+/).map(Number);
    let step;
    if (name === 'translate')
      step = [1, 0, 0, 1, a[0], a[1] ?? 0];
    else if (name === 'scale')
      step = [a[0], 0, 0, a[1] ?? a[0], 0, 0];
    else if (name === 'matrix')
      step = a;
    else if (name === 'rotate' && a.length === 1) {
      const r = (a[0] * Math.PI) / 180;
      step = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
    } else
      throw new Error(`transform ${name}(${argumentText}) is not supported`);
    matrix = multiply(matrix, step);
  }
  return matrix;
}

function isAxisAligned(m) {
  return Math.abs(m[1]) < 1e-12 && Math.abs(m[2]) < 1e-12;
}

// The subpaths of SVG path data as polygons (curves flattened), and the control points of all of them.
function pathPolygons(d) {
  const tokens = d.match(/[MmLlHhVvQqTtCcSsZzAa]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const polygons = [];
  let current = null;
  let point = [0, 0];
  let start = [0, 0];
  let lastControl = null; // for T and S
  let lastCommand = '';
  let index = 0;
  const number = () => Number(tokens[index++]);
  const curve = (points) => { // a Bezier curve of any degree from `point`
    for (let step = 1; step <= kCurveSegments; ++step) {
      const t = step / kCurveSegments;
      let layer = [point, ...points];
      while (layer.length > 1)
        layer = layer.slice(1).map((p, i) => [layer[i][0] + (p[0] - layer[i][0]) * t,
                                              layer[i][1] + (p[1] - layer[i][1]) * t]);
      current.push(layer[0]);
    }
  };
  let command = '';
  while (index < tokens.length) {
    if (/[A-Za-z]/.test(tokens[index]))
      command = tokens[index++];
    else if (command === '')
      throw new Error(`path data starts with a number: ${d.slice(0, 40)}`);
    const relative = command === command.toLowerCase();
    const base = relative ? point : [0, 0];
    const at = (x, y) => [base[0] + x, base[1] + y];
    const upper = command.toUpperCase();
    if (upper === 'Z') {
      if (current)
        point = start;
      current = null;
      lastControl = null;
      lastCommand = 'Z';
      continue;
    }
    if (upper === 'M') {
      point = at(number(), number());
      start = point;
      current = [point];
      polygons.push(current);
      command = relative ? 'l' : 'L'; // later pairs are line-tos
      lastControl = null;
      lastCommand = 'M';
      continue;
    }
    if (!current) { // drawing after Z continues from the subpath's start
      current = [point];
      polygons.push(current);
    }
    if (upper === 'L') {
      point = at(number(), number());
      current.push(point);
      lastControl = null;
    } else if (upper === 'H') {
      point = [relative ? point[0] + number() : number(), point[1]];
      current.push(point);
      lastControl = null;
    } else if (upper === 'V') {
      point = [point[0], relative ? point[1] + number() : number()];
      current.push(point);
      lastControl = null;
    } else if (upper === 'Q' || upper === 'T') {
      const control = upper === 'Q' ? at(number(), number())
        : (lastControl && /[QT]/.test(lastCommand) ? [2 * point[0] - lastControl[0], 2 * point[1] - lastControl[1]]
                                                    : point);
      const end = at(number(), number());
      curve([control, end]);
      point = end;
      lastControl = control;
    } else if (upper === 'C' || upper === 'S') {
      const first = upper === 'C' ? at(number(), number())
        : (lastControl && /[CS]/.test(lastCommand) ? [2 * point[0] - lastControl[0], 2 * point[1] - lastControl[1]]
                                                    : point);
      const second = at(number(), number());
      const end = at(number(), number());
      curve([first, second, end]);
      point = end;
      lastControl = second;
    } else {
      throw new Error(`path command ${command} is not supported`);
    }
    lastCommand = upper;
  }
  return polygons;
}

// Sutherland-Hodgman against an axis-aligned box. Clipping each subpath on its own keeps the winding number of
// every point inside the box, so a filled path (nonzero or even-odd) keeps its look there.
function clipPolygon(polygon, box) {
  const edges = [
    [(p) => p[0] >= box.left, (p, q) => cross(p, q, 0, box.left)],
    [(p) => p[0] <= box.right, (p, q) => cross(p, q, 0, box.right)],
    [(p) => p[1] >= box.top, (p, q) => cross(p, q, 1, box.top)],
    [(p) => p[1] <= box.bottom, (p, q) => cross(p, q, 1, box.bottom)],
  ];
  let output = polygon;
  for (const [inside, intersection] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; ++i) {
      const p = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(p)) {
        if (!inside(previous))
          output.push(intersection(previous, p));
        output.push(p);
      } else if (inside(previous)) {
        output.push(intersection(previous, p));
      }
    }
    if (output.length === 0)
      break;
  }
  return output;
}

function cross(p, q, axis, value) {
  const t = (value - p[axis]) / (q[axis] - p[axis]);
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

const round = (value) => Number(value.toFixed(2));

function polygonData(polygons) {
  return polygons.filter((polygon) => polygon.length >= 3)
    .map((polygon) => 'M' + polygon.map(([x, y]) => `${round(x)} ${round(y)}`).join('L') + 'Z').join('');
}

// The map from a nested svg's user space onto its box in its parent, after preserveAspectRatio.
function viewportMap(attributes) {
  const x = Number(attributes.x ?? 0);
  const y = Number(attributes.y ?? 0);
  const width = Number(attributes.width);
  const height = Number(attributes.height);
  const box = { left: x, top: y, right: x + width, bottom: y + height };
  if (!attributes.viewBox)
    return { matrix: [1, 0, 0, 1, x, y], box };
  const [vx, vy, vw, vh] = attributes.viewBox.trim().split(/[\s,]+/).map(Number);
  let sx = width / vw;
  let sy = height / vh;
  let tx = x - vx * sx;
  let ty = y - vy * sy;
  const aspect = (attributes.preserveAspectRatio ?? 'xMidYMid meet').trim();
  if (aspect !== 'none') {
    const [align, meetOrSlice = 'meet'] = aspect.split(/\s+/);
    const scale = meetOrSlice === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
    const spareX = width - vw * scale;
    const spareY = height - vh * scale;
    const share = (name, spare) => (align.includes(`${name}Min`) ? 0 : align.includes(`${name}Max`) ? spare : spare / 2);
    sx = sy = scale;
    tx = x - vx * scale + share('x', spareX);
    ty = y - vy * scale + share('Y', spareY);
  }
  return { matrix: [sx, 0, 0, sy, tx, ty], box };
}

// Calls visit(element, matrix) for every drawing element under `element`, matrix mapping it to `element`'s parent.
function eachShape(element, matrix, visit) {
  for (const child of element.children ?? []) {
    if (child.kind === '#text' || child.kind === '#comment')
      continue;
    const own = multiply(matrix, parseTransform(child.attributes?.transform));
    if (child.kind === 'g')
      eachShape(child, own, visit);
    else
      visit(child, own);
  }
}

function shapePolygons(shape, matrix) {
  let polygons;
  if (shape.kind === 'path') {
    polygons = pathPolygons(shape.attributes.d ?? '');
  } else if (shape.kind === 'rect') {
    const a = shape.attributes;
    const [x, y, w, h] = [a.x ?? 0, a.y ?? 0, a.width, a.height].map(Number);
    polygons = [[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]];
  } else {
    throw new Error(`a <${shape.kind}> inside a stretchy piece cannot be clipped`);
  }
  return polygons.map((polygon) => polygon.map((p) => apply(matrix, p)));
}

// Qt SVG 6.4 drops a nested <svg> and everything after it. Each one becomes a <g>: a plain transform when its
// content stays inside its box, else its shapes clipped to the box (Qt 6.4 has no clipPath either). MathJax's
// stretchy pieces are axis-aligned scalings of one glyph, so the clip is exact.
function flattenNestedSvgs(element, adaptor, isRoot = true) {
  for (const child of [...(element.children ?? [])])
    if (child.kind !== '#text' && child.kind !== '#comment')
      flattenNestedSvgs(child, adaptor, false);
  if (isRoot || element.kind !== 'svg')
    return;
  const { matrix, box } = viewportMap(element.attributes);
  if (!isAxisAligned(matrix))
    throw new Error('a nested svg that rotates cannot be clipped');
  const shapes = [];
  eachShape(element, matrix, (shape, own) => shapes.push({ shape, polygons: shapePolygons(shape, own), own }));
  const inside = shapes.every(({ polygons }) => polygons.every((polygon) => polygon.every(([x, y]) =>
    x >= box.left - kClipTolerance && x <= box.right + kClipTolerance
    && y >= box.top - kClipTolerance && y <= box.bottom + kClipTolerance)));
  let group;
  if (inside) {
    group = adaptor.node('g', { transform: `matrix(${matrix.map(round).join(' ')})` });
    for (const child of [...element.children])
      adaptor.append(group, child);
  } else {
    if (!shapes.every(({ own }) => isAxisAligned(own)))
      throw new Error('a stretchy piece holds a rotated shape and cannot be clipped');
    group = adaptor.node('g', {});
    for (const { shape, polygons } of shapes) {
      const clipped = polygonData(polygons.map((polygon) => clipPolygon(polygon, box)));
      if (clipped === '')
        continue;
      const attributes = { d: clipped };
      for (const name of ['fill', 'stroke', 'stroke-width', 'fill-rule', 'class'])
        if (shape.attributes[name] !== undefined)
          attributes[name] = shape.attributes[name];
      adaptor.append(group, adaptor.node('path', attributes));
    }
  }
  adaptor.replace(group, element);
}

// ---- SVG tidying: marked terms, attributes nobody reads ----

// \class{id}{...} and \cssId{id}{...} mark a term; the group that draws it gets data-term="id", which the
// application colours. MathJax's own classes start with mjx-.
function markTerms(element) {
  const attributes = element.attributes ?? {};
  const terms = [];
  if (attributes.class !== undefined) {
    terms.push(...attributes.class.split(/\s+/).filter((name) => name !== '' && !name.startsWith('mjx-')));
    delete attributes.class;
  }
  if (attributes.id !== undefined) {
    terms.push(attributes.id);
    delete attributes.id;
  }
  if (terms.length > 0)
    attributes['data-term'] = terms.join(' ');
  for (const name of Object.keys(attributes))
    if (name.startsWith('data-') && name !== 'data-term')
      delete attributes[name];
  const found = new Set(terms);
  for (const child of element.children ?? [])
    if (child.kind !== '#text' && child.kind !== '#comment')
      for (const term of markTerms(child))
        found.add(term);
  return found;
}

function findError(element) {
  if (element.attributes?.['data-mml-node'] === 'merror')
    return element;
  for (const child of element.children ?? []) {
    const found = child.kind === '#text' ? null : findError(child);
    if (found)
      return found;
  }
  return null;
}

// MathJax's lite serializer writes HTML (a <title> unescaped, '<' in attributes): this one writes XML.
function xmlEscape(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function serializeXml(element) {
  if (element.kind === '#text')
    return xmlEscape(element.value);
  if (element.kind === '#comment')
    return '';
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`).join('');
  const children = (element.children ?? []).map(serializeXml).join('');
  return `<${element.kind}${attributes}>${children}</${element.kind}>`;
}

function textOf(element) {
  return element.kind === '#text' ? element.value : (element.children ?? []).map(textOf).join('');
}

// ---- rendering ----

function makeRenderer() {
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  // noundefined and noerrors would draw a mistake in red instead of reporting it; bussproofs needs a browser.
  const packages = AllPackages.filter((name) => !['noundefined', 'noerrors', 'bussproofs'].includes(name));
  const tex = new TeX({
    packages,
    formatError: (jax, error) => { throw new Error(error.message); },
  });
  const svg = new SVG({ fontCache: 'none' });
  const document = mathjax.document('', { InputJax: tex, OutputJax: svg });

  return (source) => {
    const texText = trimmedTex(source);
    const container = document.convert(texText, { display: true });
    const root = adaptor.firstChild(container);
    const error = findError(root);
    if (error)
      throw new Error(textOf(error));
    flattenNestedSvgs(root, adaptor);
    const terms = markTerms(root);
    const [vx, vy, vw, vh] = root.attributes.viewBox.split(/\s+/).map(Number);
    const box = [vx - kPadding, vy - kPadding, vw + 2 * kPadding, vh + 2 * kPadding].map(round);
    const pixels = (units) => `${round((units * kPixelsPerEm) / 1000)}`;
    root.attributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: pixels(box[2]),
      height: pixels(box[3]),
      viewBox: box.join(' '),
    };
    const title = adaptor.node('title', {}, [adaptor.text(texText)]);
    adaptor.insert(title, adaptor.firstChild(root));
    return { tex: texText, svg: serializeXml(root) + '\n', terms: [...terms].sort(), box };
  };
}

// ---- the command ----

function parseArguments(argv) {
  const options = { out: null, qrc: null, check: false, prune: false, texLists: [], variants: [], files: [] };
  for (let i = 0; i < argv.length; ++i) {
    const argument = argv[i];
    const value = () => {
      if (i + 1 >= argv.length)
        throw new Error(`${argument} needs a value`);
      return argv[++i];
    };
    if (argument === '--out')
      options.out = path.resolve(value());
    else if (argument === '--qrc')
      options.qrc = path.resolve(value());
    else if (argument === '--check')
      options.check = true;
    else if (argument === '--prune')
      options.prune = true;
    else if (argument === '--tex-list')
      options.texLists.push(path.resolve(value()));
    else if (argument === '--variants')
      options.variants.push(path.resolve(value()));
    else if (argument.startsWith('--'))
      throw new Error(`unknown option ${argument}`);
    else
      options.files.push(path.resolve(argument));
  }
  const anyInput = options.texLists.length + options.variants.length + options.files.length > 0;
  if (!anyInput) { // the repository's own formulas
    options.variants.push(path.join(repository, 'core', 'variants'));
    options.variants.push(path.join(repository, 'app', 'panels', 'numbers', 'chain_formulas.cpp')); // the Numbers dock's
    const lessons = path.join(repository, 'lessons');
    if (fs.existsSync(lessons))
      options.files.push(lessons);
    options.prune = true;
    options.out ??= path.join(repository, 'resources', 'formulas');
    options.qrc ??= path.join(repository, 'resources', 'formulas.qrc');
  }
  if (!options.out)
    throw new Error('--out DIR is needed with given inputs');
  return options;
}

function collectFormulas(options) {
  const formulas = new Map(); // TeX -> where it was found
  const add = (tex, where) => {
    const trimmed = trimmedTex(tex);
    if (trimmed !== '' && trimmed !== trimmedTex(kInlinePrefix) && !formulas.has(trimmed))
      formulas.set(trimmed, where);
  };
  for (const folder of options.variants)
    for (const file of fs.statSync(folder).isDirectory() ? filesUnder(folder, (name) => name.endsWith('.cpp')) : [folder])
      for (const tex of rawStringFormulas(fs.readFileSync(file, 'utf8')))
        add(tex, path.relative(repository, file));
  for (const list of options.texLists)
    for (const line of fs.readFileSync(list, 'utf8').split('\n'))
      add(line, list);
  for (const given of options.files) {
    const files = fs.statSync(given).isDirectory() ? filesUnder(given, () => true) : [given];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
      for (const tex of dollarFormulas(text))
        add(tex, file);
      if (file.endsWith('.lesson'))
        for (const tex of lessonStepFormulas(text))
          add(tex, file);
    }
  }
  return formulas;
}

function readManifest(folder) {
  const file = path.join(folder, 'manifest.json');
  if (!fs.existsSync(file))
    return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).formulas;
}

function qrcText(entries) {
  const lines = [
    '<!DOCTYPE RCC>',
    '<RCC version="1.0">',
    '  <!-- Generated by tools/formulas/render.mjs: the pre-rendered formulas, read by widgets/formula. -->',
    '  <qresource prefix="/formulas">',
    '    <file alias="manifest.json">formulas/manifest.json</file>',
    ...entries.map((entry) => `    <file alias="${entry.file}">formulas/${entry.file}</file>`),
    '  </qresource>',
    '</RCC>',
  ];
  return lines.join('\n') + '\n';
}

function main() {
  const options = parseArguments(process.argv.slice(2));
  const formulas = collectFormulas(options);
  const render = makeRenderer();
  const wanted = new Map(); // file name -> contents
  const entries = new Map(); // hash -> manifest entry
  if (!options.prune)
    for (const entry of readManifest(options.out))
      entries.set(entry.hash, entry);
  let failures = 0;
  for (const [tex, where] of formulas) {
    let rendered;
    try {
      rendered = render(tex);
    } catch (error) {
      console.error(`${where}: cannot render ${JSON.stringify(tex)}: ${error.message}`);
      ++failures;
      continue;
    }
    const hash = formulaKey(tex);
    const file = `${hash}.svg`;
    wanted.set(file, rendered.svg);
    entries.set(hash, { hash, file, tex: rendered.tex, terms: rendered.terms });
  }
  if (failures > 0) {
    console.error(`${failures} formula(s) not rendered; nothing written`);
    process.exit(1);
  }
  const sorted = [...entries.values()].sort((a, b) => a.hash.localeCompare(b.hash));
  const manifest = {
    generator: `tools/formulas/render.mjs, mathjax-full ${mathjaxVersion}`,
    key: 'first 16 hex digits of the SHA-1 of the UTF-8 TeX, ASCII white space trimmed',
    formulas: sorted,
  };
  wanted.set('manifest.json', JSON.stringify(manifest, null, 1) + '\n');

  const stale = fs.existsSync(options.out) && options.prune
    ? fs.readdirSync(options.out).filter((name) => /^[0-9a-f]{16}\.svg$/.test(name) && !wanted.has(name))
    : [];
  const outputs = new Map([...wanted].map(([name, text]) => [path.join(options.out, name), text]));
  if (options.qrc)
    outputs.set(options.qrc, qrcText(sorted));

  if (options.check) {
    const differing = [...outputs].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text)
      .map(([file]) => path.relative(process.cwd(), file));
    const problems = [...differing, ...stale.map((name) => `${name} (stale)`)];
    if (problems.length > 0) {
      console.error(`out of date (run node tools/formulas/render.mjs):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`${formulas.size} formulas up to date`);
    return;
  }
  fs.mkdirSync(options.out, { recursive: true });
  let written = 0;
  for (const [file, text] of outputs) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text)
      continue;
    fs.writeFileSync(file, text);
    ++written;
  }
  for (const name of stale)
    fs.unlinkSync(path.join(options.out, name));
  console.log(`${formulas.size} formulas: ${written} file(s) written, ${stale.length} stale removed, in `
    + path.relative(process.cwd(), options.out));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
