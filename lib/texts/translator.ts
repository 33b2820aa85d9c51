/**
 * The API, the data layer and the shared schemas speak English (lib/texts/en.ts); a Bangla page shows what they say
 * in Bangla. A translator (`translatorOf`) finds the English text a message was made from and makes the same text in
 * the page's language: a fixed sentence by its words, a sentence built from values ("Name is Required", "... try again in 5
 * minutes.") by a pattern read off the English sentence itself, so a text added to both catalogues needs nothing here.
 */

type Sentence = (...args: unknown[]) => string;

/** How a sentence's parameter shows in its text, found by trying (`kindsOf`). */
type Kind =
  /** Written as given: a label, a name, a reason. */
  | { type: 'text' }
  /** Written by formatNumber or formatBDT ("2,000", "BDT 2,000") or as it is; `scale` when shown in a larger unit (bytes as kB). */
  | { type: 'number'; scale: number }
  /** A list, written joined ("pending, confirmed"). */
  | { type: 'list' }
  /** Not written at all: it only picks the sentence's words, so the sample the pattern was read off is its value. */
  | { type: 'hidden' };

/** One form of one English sentence: its words, with its parameters as capture groups. */
interface Matcher {
  pattern: RegExp;
  /** The parameter each capture group holds, and for a list its separator. */
  groups: { parameter: number; separator: string }[];
  kinds: Kind[];
  /** The arguments the pattern was read off: the values of the parameters it does not show. */
  sample: unknown[];
  english: Sentence;
  translation: Sentence;
  /** How many letters of the sentence are its own words rather than its parameters: the more, the more specific. */
  words: number;
}

interface Translator {
  exact: Map<string, string>;
  matchers: Matcher[];
  labels: Map<string, string>;
}

/** Where one parameter's sample value shows in a sentence's text. */
interface Span {
  start: number;
  end: number;
  parameter: number;
  separator: string;
}

// Private-use characters, which no sentence contains: a sample text is found exactly where the sentence put it.
const sampleText = (index: number) => `\ue000${index}\ue001`;
const sampleList = (index: number) => [`\ue002${index}a\ue003`, `\ue002${index}b\ue003`];
const SAMPLE_MARK = /[\ue000-\ue003]/;
// Numbers no sentence contains, none a part of another as English writes them ("987,654,321"). Tried in both orders,
// so a sentence that compares two of them ("only 5 left" or "out of stock") shows both its forms.
const SAMPLE_NUMBERS = [987_654_321, 876_543_219, 765_432_198];
const NUMBER_ORDERS = [SAMPLE_NUMBERS, [...SAMPLE_NUMBERS].reverse()];
// Sizes are given in bytes and shown in kB or MB (refusals.bodyTooLarge, formTooLarge).
const KINDS: Kind[] = [{ type: 'text' }, ...[1, 1024, 1024 * 1024].map((scale) => ({ type: 'number' as const, scale })), { type: 'list' }];
// The other values for which a sentence may change its words: none (`null`), and 0 and 1 ("nothing", "1 minute"; a
// count written as it is, without formatNumber, shows as text does).
const OTHER_VALUES: Record<Kind['type'], unknown[]> = { text: [null, 0, 1], number: [0, 1], list: [], hidden: [null] };

// Numbers as English writes them: "2,000" (formatNumber, formatBDT), "99.5", "6500".
const NUMBER_PATTERN = '(\\d[\\d,]*(?:\\.\\d+)?)';
const TEXT_PATTERN = '([\\s\\S]+?)';
const englishNumber = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

function sampleValue(kind: Kind, parameter: number, numbers: number[]): unknown {
  if (kind.type === 'number') return numbers[parameter]! * kind.scale;
  if (kind.type === 'list') return sampleList(parameter);
  return sampleText(parameter);
}

/** The sentence's text for `args`; null when it throws or could not write a value (NaN). */
function say(sentence: Sentence, args: unknown[]): string | null {
  try {
    const text = sentence(...args);
    return typeof text === 'string' && !text.includes('NaN') ? text : null;
  } catch {
    return null;
  }
}

/** Every place in `text` where a parameter given its sample value shows. */
function spansIn(text: string, kinds: Kind[], args: unknown[], numbers: number[]): Span[] {
  const spans: Span[] = [];
  kinds.forEach((kind, parameter) => {
    if (kind.type === 'list') {
      const [first, second] = sampleList(parameter) as [string, string];
      const start = text.indexOf(first);
      const next = text.indexOf(second, start);
      if (start >= 0 && next > start) spans.push({ start, end: next + second.length, parameter, separator: text.slice(start + first.length, next) });
      return;
    }
    // A parameter given another value (null, 0, 1) is part of the words of this form.
    if (kind.type === 'hidden' || args[parameter] !== sampleValue(kind, parameter, numbers)) return;
    const forms = kind.type === 'number' ? [englishNumber.format(numbers[parameter]!), String(numbers[parameter])] : [sampleText(parameter)];
    for (const form of forms) {
      for (let start = text.indexOf(form); start >= 0; start = text.indexOf(form, start + form.length)) {
        spans.push({ start, end: start + form.length, parameter, separator: '' });
      }
    }
  });
  return spans.sort((a, b) => a.start - b.start).filter((span, index, all) => index === 0 || span.start >= all[index - 1]!.end);
}

/** Every combination of one choice from each list. */
function combinations<T>(choices: T[][]): T[][] {
  return choices.reduce<T[][]>((done, options) => done.flatMap((prefix) => options.map((option) => [...prefix, option])), [[]]);
}

/**
 * Each parameter's kind: the combination of kinds under which the English sentence shows the most of its sample
 * values (the first such in KINDS' order: text before number, so a label is not taken for a count). A parameter that
 * shows under none only picks the words.
 */
function kindsOf(english: Sentence): Kind[] {
  const parameters = Array.from({ length: english.length }, (_, index) => index);
  let best: { kinds: Kind[]; shown: Set<number> } = { kinds: parameters.map(() => ({ type: 'hidden' })), shown: new Set() };
  for (const kinds of combinations(parameters.map(() => KINDS))) {
    const shown = new Set<number>();
    for (const numbers of NUMBER_ORDERS) {
      const args = kinds.map((kind, parameter) => sampleValue(kind, parameter, numbers));
      const text = say(english, args);
      if (text !== null) for (const span of spansIn(text, kinds, args, numbers)) shown.add(span.parameter);
    }
    if (shown.size > best.shown.size) best = { kinds, shown };
  }
  return best.kinds.map((kind, parameter) => (best.shown.has(parameter) ? kind : { type: 'hidden' }));
}

/** The parameters read back out of `message` by `matcher`, if it is the English sentence's text for them. */
function argumentsIn(matcher: Matcher, message: string): unknown[] | null {
  const found = matcher.pattern.exec(message);
  if (!found) return null;
  const args = [...matcher.sample];
  for (const [index, { parameter, separator }] of matcher.groups.entries()) {
    const written = found[index + 1]!;
    const kind = matcher.kinds[parameter]!;
    if (kind.type === 'number') {
      const value = Number(written.replace(/,/g, ''));
      if (!Number.isFinite(value)) return null;
      args[parameter] = value * kind.scale;
    } else {
      args[parameter] = kind.type === 'list' ? written.split(separator) : written;
    }
  }
  // A lazy group may have stopped in the wrong place, or a number may have been rounded: only an exact match counts.
  if (say(matcher.english, args) !== message) return null;
  // Digits the sentence writes as they are ("in 5 minutes") are a count: the translation writes it in its own digits.
  for (const { parameter } of matcher.groups) {
    const written = args[parameter];
    if (typeof written !== 'string' || !/^\d+(\.\d+)?$/.test(written)) continue;
    const asNumber = [...args];
    asNumber[parameter] = Number(written);
    if (say(matcher.english, asNumber) === message) args[parameter] = Number(written);
  }
  return args;
}

/** The fewest letters of its own a pattern must have to be trusted with a message (docs/texts.md). */
const MIN_OWN_LETTERS = 6;

/** The patterns of one sentence: one per form its words take (singular and plural, a value or none, ...). */
function matchersOf(english: Sentence, translation: Sentence): Matcher[] {
  const kinds = kindsOf(english);
  const matchers: Matcher[] = [];
  for (const numbers of NUMBER_ORDERS) {
    const choices = kinds.map((kind, parameter) => [sampleValue(kind, parameter, numbers), ...OTHER_VALUES[kind.type]]);
    for (const sample of combinations(choices)) {
      const text = say(english, sample);
      // A form an earlier pattern already reads adds nothing ("Minimum order quantity is 1 & ...").
      if (text === null || matchers.some((matcher) => argumentsIn(matcher, text) !== null)) continue;
      const spans = spansIn(text, kinds, sample, numbers);
      let source = '';
      let wording = '';
      let at = 0;
      for (const span of spans) {
        source += escapeRegExp(text.slice(at, span.start)) + (kinds[span.parameter]!.type === 'number' ? NUMBER_PATTERN : TEXT_PATTERN);
        wording += text.slice(at, span.start);
        at = span.end;
      }
      source += escapeRegExp(text.slice(at));
      wording += text.slice(at);
      const words = letters(wording);
      // A form with few words of its own (paymentTexts.risk with no level: the title alone; "{a}, {b}"; "{a} of {b}")
      // would match messages it never made ("Refund of the payment failed").
      if (words < MIN_OWN_LETTERS) continue;
      const groups = spans.map(({ parameter, separator }) => ({ parameter, separator }));
      matchers.push({ pattern: new RegExp(`^${source}$`), groups, kinds, sample, english, translation, words });
    }
  }
  return matchers;
}

/** Walks two catalogues side by side, calling `visit` with each English text and the same text in the other. */
function walk(english: unknown, translation: unknown, visit: (english: unknown, translation: unknown) => void) {
  if (typeof english === 'object' && english !== null && typeof translation === 'object' && translation !== null) {
    const [from, to] = [english as Record<string, unknown>, translation as Record<string, unknown>];
    for (const key of Object.keys(from)) if (key in to) walk(from[key], to[key], visit);
  } else {
    visit(english, translation);
  }
}

/** The words a translator reads: any two catalogues of the same shape, or the same sections of them. */
type Words = { fieldLabels: Record<string, string> } & object;

function translatorFrom(english: Words, catalogue: Words): Translator {
  const exact = new Map<string, string>();
  const matchers: Matcher[] = [];
  walk(english, catalogue, (from, to) => {
    // The first place a sentence is found decides. A piece of a sentence with no words ('', "."), there because the
    // languages order their words differently, is no message.
    if (typeof from === 'string' && typeof to === 'string' && letters(from) > 0 && !exact.has(from)) exact.set(from, to);
    if (typeof from === 'function' && typeof to === 'function') matchers.push(...matchersOf(from as Sentence, to as Sentence));
  });
  // Most specific first (stable: equally specific forms keep the catalogue's order), so matching does not depend on luck.
  matchers.sort((a, b) => b.words - a.words || a.groups.length - b.groups.length);
  const labels = new Map(Object.entries(english.fieldLabels).map(([label, words]) => [words, catalogue.fieldLabels[label] ?? words]));
  return { exact, matchers, labels };
}

/**
 * What turns a message of `english` (an English text of lib/texts/en.ts, as the API, the data layer and the schemas
 * give it) into the same message of `catalogue`, built at its first use. Numbers are written again in the language's
 * digits; a field's label is put in its words (`fieldLabels`); other values (names, reasons, statuses) stay as they
 * are. A message the catalogues do not have comes back unchanged.
 */
export function translatorOf(english: Words, catalogue: Words): (message: string) => string {
  let translator: Translator | undefined;
  return (message) => {
    translator ??= translatorFrom(english, catalogue);
    return translate(translator, message);
  };
}

function translate(translator: Translator, message: string): string {
  const exact = translator.exact.get(message);
  if (exact !== undefined) return exact;
  for (const matcher of translator.matchers) {
    const args = argumentsIn(matcher, message);
    if (!args) continue;
    const inLanguage = args.map((value, parameter) =>
      matcher.kinds[parameter]!.type === 'text' && typeof value === 'string' ? (translator.labels.get(value) ?? value) : value,
    );
    const text = say(matcher.translation, inLanguage);
    // A translation that fails, or writes out a hidden parameter's sample, would be noise: better the English message.
    return text === null || SAMPLE_MARK.test(text) ? message : text;
  }
  return message;
}
