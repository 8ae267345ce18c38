/**
 * The matcher's labelled quality set, built deterministically from list entries: real listed names
 * changed one way each (positives, by category) and unlisted names (negatives: common person names
 * of many cultures, well-known companies, single generic and legal-form words). Used by
 * test/sanctions-quality.test.ts (floors on the committed excerpt) and bench:screening (full lists).
 */
import type { EntryType, Hit, ScreenQuery } from '../src/services/sanctions/matcher.ts';
import { nameKey, normalizeName } from '../src/services/sanctions/names.ts';

export const POSITIVE_CATEGORIES = ['exact', 'case_accents', 'reordered', 'alias', 'typo', 'transliteration', 'dropped_middle'] as const;
export const NEGATIVE_CATEGORIES = ['person_names', 'company_names', 'generic_words'] as const;
export type PositiveCategory = (typeof POSITIVE_CATEGORIES)[number];
export type NegativeCategory = (typeof NEGATIVE_CATEGORIES)[number];

export interface LabelEntry {
  /** Identifies the entry a positive query must find. */
  key: string;
  name: string;
  type: EntryType;
  aliases: readonly string[];
}

export interface LabelledQuery {
  category: PositiveCategory | NegativeCategory;
  query: string;
  type: 'individual' | 'entity';
  /** The entry a positive must find; undefined for negatives (any hit is a false positive). */
  expected?: string;
  /** Where the query came from (positives): the listed name or alias it was made from. */
  from?: string;
}

/** Deterministic pseudo-random numbers (a 32-bit LCG), so every run builds the same set. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `LAST, First Middle` → {surname: 'LAST', given: ['First', 'Middle']}; null without exactly one comma. */
function commaParts(name: string): { surname: string; given: string[] } | null {
  const parts = name.split(',');
  if (parts.length !== 2) return null;
  const surname = parts[0]!.trim();
  const given = parts[1]!.trim().split(/\s+/).filter(Boolean);
  return surname && given.length > 0 ? { surname, given } : null;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ', c: 'ç' };

function caseAndAccents(name: string, rand: () => number): string | null {
  const stripped = name.normalize('NFKD').replace(/\p{M}+/gu, '');
  const tokens = words(stripped.replace(/,/g, ' , ')).map((t) => (t === ',' ? t : title(t)));
  if (stripped !== name) return tokens.join(' ').replace(/ , /g, ', '); // had accents: drop them and change the case
  const letters = tokens.map((t, i) => [i, t] as const).filter(([, t]) => /[aeioun c]/i.test(t) && t.length >= 3);
  if (letters.length === 0) return null;
  const [i, t] = letters[Math.floor(rand() * letters.length)]!;
  const at = [...t].findIndex((c, k) => k > 0 && ACCENTED[c.toLowerCase()]);
  if (at < 0) return null;
  tokens[i] = t.slice(0, at) + ACCENTED[t[at]!.toLowerCase()]! + t.slice(at + 1);
  return tokens.join(' ').replace(/ , /g, ', ');
}

function reordered(name: string, type: EntryType): string | null {
  if (type !== 'individual') return null;
  const parts = commaParts(name);
  // Surname first without the comma ("GUZMAN LOERA Joaquin"), as forms and Asian name order write it.
  if (parts) return `${parts.surname} ${parts.given.join(' ')}`;
  const tokens = words(name);
  return tokens.length >= 2 ? [...tokens].reverse().join(' ') : null;
}

function typo(name: string, rand: () => number): string | null {
  let run: { text: string; at: number } | undefined;
  for (const r of letterRuns(name)) if (r.text.length >= 5 && (!run || r.text.length > run.text.length)) run = r;
  if (!run) return null;
  const w = run.text;
  const i = 1 + Math.floor(rand() * (w.length - 2));
  const kind = Math.floor(rand() * 4);
  const letter = 'aeioulnrst'[Math.floor(rand() * 10)]!;
  const changed =
    kind === 0
      ? w.slice(0, i) + w.slice(i + 1) // deletion
      : kind === 1
        ? w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2) // transposition
        : kind === 2
          ? w.slice(0, i) + letter + w.slice(i + 1) // substitution
          : w.slice(0, i) + letter + w.slice(i); // insertion
  if (changed.toLowerCase() === w.toLowerCase()) return null;
  return name.slice(0, run.at) + (w === w.toUpperCase() ? changed.toUpperCase() : changed) + name.slice(run.at + w.length);
}

/**
 * Spellings of one name in different romanizations (Arabic, Persian, Russian, Chinese…): whole-word
 * variants first, then spelling rules. Each query changes one word by the first rule that applies.
 */
const WORD_VARIANTS: string[][] = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad'],
  ['usama', 'osama', 'ousama'],
  ['yusuf', 'youssef', 'yousef', 'yusef'],
  ['husayn', 'hussein', 'hussain', 'husain', 'hossein'],
  ['hasan', 'hassan'],
  ['abdul', 'abdel', 'abdoul'],
  ['ahmad', 'ahmed'],
  ['mahmud', 'mahmoud'],
  ['mustafa', 'moustafa', 'mostafa'],
  ['umar', 'omar'],
  ['uthman', 'othman', 'osman'],
  ['khalid', 'khaled'],
  ['said', 'saeed', 'saied'],
  ['abu', 'abou'],
  ['qasim', 'qassem', 'kassem', 'kasim'],
  ['jafar', 'jaafar', 'djafar'],
  ['sergei', 'sergey'],
  ['aleksandr', 'alexander', 'aleksander'],
  ['aleksei', 'alexei', 'aleksey', 'alexey'],
  ['yuri', 'yury', 'iouri'],
  ['dmitri', 'dmitry', 'dmitriy'],
  ['nikolai', 'nikolay'],
  ['andrei', 'andrey'],
  ['yevgeny', 'evgeny', 'evgeniy'],
  ['vladimir', 'wladimir'],
];
const SPELLING_RULES: [RegExp, string][] = [
  [/ou/, 'u'],
  [/kh/, 'h'],
  [/sh/, 'ch'],
  [/ph/, 'f'],
  [/dj/, 'j'],
  [/zh/, 'j'],
  [/q/, 'k'],
  [/ee/, 'i'],
  [/iy$/, 'y'],
  [/ov$/, 'off'],
  [/ev$/, 'yev'],
  [/([^aeiou])y([^aeiou])/, '$1i$2'],
  [/([aeiou])\1/, '$1'],
];

/** The letter runs of a name ("AL-QASIR, Nazar" → AL, QASIR, Nazar) with where each stands. */
function letterRuns(name: string): { text: string; at: number }[] {
  return [...name.matchAll(/\p{L}+/gu)].map((m) => ({ text: m[0], at: m.index }));
}

function replaceRun(name: string, run: { text: string; at: number }, lower: string): string {
  const cased = run.text === run.text.toUpperCase() ? lower.toUpperCase() : run.text === run.text.toLowerCase() ? lower : title(lower);
  return name.slice(0, run.at) + cased + name.slice(run.at + run.text.length);
}

function transliterated(name: string): string | null {
  const runs = letterRuns(name);
  for (const group of WORD_VARIANTS) {
    const run = runs.find((r) => group.includes(r.text.toLowerCase()));
    if (run) return replaceRun(name, run, group.find((v) => v !== run.text.toLowerCase())!);
  }
  for (const [rule, replacement] of SPELLING_RULES) {
    const run = runs.find((r) => r.text.length >= 4 && rule.test(r.text.toLowerCase()));
    if (run) return replaceRun(name, run, run.text.toLowerCase().replace(rule, replacement));
  }
  return null;
}

/** `LAST, First Middle…` → `LAST, First` or `First LAST`; `A B C` (no comma) → `A C`. Individuals only. */
const NOT_A_GIVEN_NAME = /^(bin|ibn|bint|al|el|abd|abu|abdul|dr|mr|haji|mullah|sheikh|shaykh)$/i;

/**
 * `LAST, First Middle…` → `LAST, First` or `First LAST`; `A B C` (no comma) → `A C`. Individuals
 * whose first given name is a real word of three letters or more (not "Abd", "Dr." or one
 * syllable of a Korean given name).
 */
function droppedMiddle(name: string, type: EntryType, rand: () => number): string | null {
  if (type !== 'individual') return null;
  const parts = commaParts(name);
  if (parts) {
    const given = parts.given.filter((g) => !/^(bin|ibn|bint|al|el)$/i.test(g.replace(/[^\p{L}]/gu, '')));
    const first = given[0]?.replace(/[^\p{L}-]/gu, '');
    if (given.length < 2 || !first || first.length < 3 || NOT_A_GIVEN_NAME.test(first) || /-$/.test(first)) return null;
    return rand() < 0.5 ? `${parts.surname}, ${given[0]}` : `${given[0]} ${parts.surname}`;
  }
  const tokens = words(name).filter((t) => !/^(jr|sr|ii|iii|iv)\.?$/i.test(t));
  if (tokens.length < 3 || tokens[0]!.length < 3 || NOT_A_GIVEN_NAME.test(tokens[0]!)) return null;
  return `${tokens[0]} ${tokens[tokens.length - 1]}`;
}

/** Common given and family names, by culture; every pairing within a culture is a negative. */
const PEOPLE: [string[], string[]][] = [
  [
    ['James', 'Mary', 'Robert', 'Jennifer', 'Michael'],
    ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones'],
  ],
  [
    ['Oliver', 'Amelia', 'Harry', 'Isla', 'George'],
    ['Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts'],
  ],
  [
    ['José', 'María', 'Juan', 'Carmen', 'Luis'],
    ['García', 'Fernández', 'López', 'Martínez', 'Sánchez'],
  ],
  [
    ['João', 'Ana', 'Pedro', 'Mariana', 'Lucas'],
    ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira'],
  ],
  [
    ['Jean', 'Marie', 'Pierre', 'Camille', 'Louis'],
    ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert'],
  ],
  [
    ['Lukas', 'Anna', 'Felix', 'Lea', 'Jonas'],
    ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber'],
  ],
  [
    ['Giuseppe', 'Giulia', 'Marco', 'Francesca', 'Luca'],
    ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi'],
  ],
  [
    ['Jan', 'Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz'],
    ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński'],
  ],
  [
    ['Ivan', 'Olga', 'Dmitry', 'Natalia', 'Sergei'],
    ['Smirnov', 'Kuznetsov', 'Popov', 'Sokolov', 'Lebedev'],
  ],
  [
    ['Mehmet', 'Ayşe', 'Mustafa', 'Fatma', 'Emre'],
    ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik'],
  ],
  [
    ['Wei', 'Fang', 'Jun', 'Li', 'Ming'],
    ['Wang', 'Zhang', 'Liu', 'Chen', 'Yang'],
  ],
  [
    ['Hiroshi', 'Yuki', 'Takashi', 'Sakura', 'Kenji'],
    ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe'],
  ],
  [
    ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Dong-hyun'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung'],
  ],
  [
    ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram'],
    ['Sharma', 'Patel', 'Singh', 'Gupta', 'Reddy'],
  ],
  [
    ['Chinedu', 'Ngozi', 'Oluwaseun', 'Amaka', 'Emeka'],
    ['Okafor', 'Adeyemi', 'Okonkwo', 'Eze', 'Balogun'],
  ],
  [
    ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw'],
    ['Mensah', 'Asante', 'Boateng', 'Owusu', 'Appiah'],
  ],
  [
    ['Nguyen', 'Linh', 'Minh', 'Thu', 'Duc'],
    ['Tran', 'Le', 'Pham', 'Hoang', 'Vu'],
  ],
  [
    ['Lars', 'Ingrid', 'Erik', 'Astrid', 'Nils'],
    ['Johansson', 'Andersson', 'Nilsson', 'Larsen', 'Hansen'],
  ],
  [
    ['Dimitris', 'Eleni', 'Giorgos', 'Maria', 'Nikos'],
    ['Papadopoulos', 'Georgiou', 'Oikonomou', 'Dimitriou', 'Vlachos'],
  ],
  [
    ['Reza', 'Maryam', 'Ali', 'Zahra', 'Mehdi'],
    ['Mohammadi', 'Hosseini', 'Ahmadi', 'Karimi', 'Rezaei'],
  ],
  [
    ['Omar', 'Fatima', 'Youssef', 'Layla', 'Karim'],
    ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour'],
  ],
  [
    ['Ahmed', 'Aisha', 'Tariq', 'Sana', 'Imran'],
    ['Khan', 'Malik', 'Qureshi', 'Chaudhry', 'Butt'],
  ],
  [
    ['Daniel', 'Sarah', 'David', 'Rachel', 'Yosef'],
    ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Friedman'],
  ],
  [
    ['Taras', 'Oksana', 'Andriy', 'Iryna', 'Bohdan'],
    ['Melnyk', 'Shevchenko', 'Bondarenko', 'Tkachenko', 'Kovalenko'],
  ],
];

/** Well-known companies (none on the lists this set is built from: any exactly listed name is dropped). */
export const COMPANIES = [
  'Apple Inc.',
  'Microsoft Corporation',
  'Alphabet Inc.',
  'Amazon.com, Inc.',
  'Meta Platforms, Inc.',
  'Tesla, Inc.',
  'NVIDIA Corporation',
  'Intel Corporation',
  'Oracle Corporation',
  'International Business Machines Corporation',
  'Cisco Systems, Inc.',
  'Adobe Inc.',
  'Salesforce, Inc.',
  'Netflix, Inc.',
  'PayPal Holdings, Inc.',
  'Visa Inc.',
  'Mastercard Incorporated',
  'JPMorgan Chase & Co.',
  'Bank of America Corporation',
  'Wells Fargo & Company',
  'Citigroup Inc.',
  'Goldman Sachs Group, Inc.',
  'Morgan Stanley',
  'BlackRock, Inc.',
  'Berkshire Hathaway Inc.',
  'Johnson & Johnson',
  'Pfizer Inc.',
  'Merck & Co., Inc.',
  'Procter & Gamble Company',
  'Coca-Cola Company',
  'PepsiCo, Inc.',
  'McDonald’s Corporation',
  'Starbucks Corporation',
  'Walmart Inc.',
  'Costco Wholesale Corporation',
  'The Home Depot, Inc.',
  'Nike, Inc.',
  'The Walt Disney Company',
  'Boeing Company',
  'Lockheed Martin Corporation',
  'General Electric Company',
  'General Motors Company',
  'Ford Motor Company',
  'Exxon Mobil Corporation',
  'Chevron Corporation',
  'ConocoPhillips',
  'Caterpillar Inc.',
  'Deere & Company',
  'United Parcel Service, Inc.',
  'FedEx Corporation',
  'Toyota Motor Corporation',
  'Honda Motor Co., Ltd.',
  'Sony Group Corporation',
  'Nintendo Co., Ltd.',
  'Panasonic Holdings Corporation',
  'Hitachi, Ltd.',
  'Mitsubishi Corporation',
  'SoftBank Group Corp.',
  'Samsung Electronics Co., Ltd.',
  'Hyundai Motor Company',
  'LG Electronics Inc.',
  'SK Hynix Inc.',
  'Taiwan Semiconductor Manufacturing Company',
  'Foxconn Technology Group',
  'Alibaba Group Holding Limited',
  'Tencent Holdings Limited',
  'Baidu, Inc.',
  'JD.com, Inc.',
  'Lenovo Group Limited',
  'Xiaomi Corporation',
  'BYD Company Limited',
  'Infosys Limited',
  'Tata Consultancy Services',
  'Reliance Industries Limited',
  'Wipro Limited',
  'Siemens AG',
  'Volkswagen AG',
  'BMW AG',
  'Mercedes-Benz Group AG',
  'Allianz SE',
  'Deutsche Bank AG',
  'SAP SE',
  'BASF SE',
  'Bayer AG',
  'Adidas AG',
  'Nestlé S.A.',
  'Novartis AG',
  'Roche Holding AG',
  'UBS Group AG',
  'ABB Ltd',
  'Unilever PLC',
  'BP p.l.c.',
  'Shell plc',
  'HSBC Holdings plc',
  'Barclays PLC',
  'Vodafone Group Plc',
  'AstraZeneca PLC',
  'GSK plc',
  'Rolls-Royce Holdings plc',
  'Tesco PLC',
  'TotalEnergies SE',
  'LVMH Moët Hennessy Louis Vuitton',
  'L’Oréal S.A.',
  'Airbus SE',
  'Danone S.A.',
  'BNP Paribas S.A.',
  'Renault S.A.',
  'Michelin',
  'Carrefour S.A.',
  'Orange S.A.',
  'Philips N.V.',
  'ING Groep N.V.',
  'Heineken N.V.',
  'ASML Holding N.V.',
  'Ericsson',
  'Nokia Corporation',
  'Volvo Group',
  'IKEA',
  'Spotify Technology S.A.',
  'Maersk',
  'Novo Nordisk A/S',
  'Equinor ASA',
  'Telefónica, S.A.',
  'Banco Santander, S.A.',
  'Inditex',
  'Iberdrola, S.A.',
  'Enel S.p.A.',
  'Eni S.p.A.',
  'Ferrari N.V.',
  'Fiat',
  'Banco Bradesco',
  'Petrobras',
  'Vale S.A.',
  'América Movil',
  'Cemex',
  'Grupo Bimbo',
  'Shopify Inc.',
  'Royal Bank of Canada',
  'Toronto-Dominion Bank',
  'BHP Group Limited',
  'Rio Tinto',
  'Commonwealth Bank of Australia',
  'Qantas Airways Limited',
  'Emirates',
  'Qatar Airways',
  'Singapore Airlines Limited',
  'DBS Group Holdings Ltd',
  'Standard Chartered PLC',
  'Naspers Limited',
  'MTN Group Limited',
  'Dangote Group',
  'Safaricom PLC',
  'Ethiopian Airlines',
  'Stripe, Inc.',
  'Airbnb, Inc.',
  'Uber Technologies, Inc.',
  'Zoom Video Communications',
];

/** Words a company name is made of but that name no one on their own, and legal forms. */
export const GENERIC_WORDS = [
  'FINANCE',
  'INTERNATIONAL',
  'INVESTMENT',
  'INVESTMENTS',
  'EXPORT',
  'IMPORT',
  'HOLDINGS',
  'HOLDING',
  'TRADING',
  'GROUP',
  'BANK',
  'CAPITAL',
  'GLOBAL',
  'GENERAL',
  'INDUSTRIES',
  'INDUSTRIAL',
  'SERVICES',
  'ENTERPRISES',
  'ENTERPRISE',
  'DEVELOPMENT',
  'MANAGEMENT',
  'CONSULTING',
  'SOLUTIONS',
  'LOGISTICS',
  'SHIPPING',
  'MARINE',
  'ENERGY',
  'PETROLEUM',
  'OIL',
  'GAS',
  'CONSTRUCTION',
  'ENGINEERING',
  'TECHNOLOGY',
  'TECHNOLOGIES',
  'COMMERCIAL',
  'NATIONAL',
  'UNITED',
  'TRANSPORT',
  'AVIATION',
  'AIRLINES',
  'MINING',
  'METALS',
  'STEEL',
  'CHEMICALS',
  'PHARMACEUTICALS',
  'ELECTRONICS',
  'TELECOM',
  'MEDIA',
  'TRAVEL',
  'TOURISM',
  'AGRICULTURE',
  'FOODS',
  'TEXTILES',
  'PROPERTIES',
  'REAL ESTATE',
  'INSURANCE',
  'SECURITIES',
  'EXCHANGE',
  'CREDIT',
  'FUND',
  'TRUST',
  'FOUNDATION',
  'ASSOCIATION',
  'ORGANIZATION',
  'INSTITUTE',
  'CENTER',
  'COUNCIL',
  'COMMITTEE',
  'MINISTRY',
  'AGENCY',
  'OFFICE',
  'FACTORY',
  'PLANT',
  'COMPANY',
  'CORPORATION',
  'LIMITED',
  'LTD',
  'LLC',
  'INC',
  'CORP',
  'GMBH',
  'PLC',
  'JSC',
  'PARTNERS',
  'VENTURES',
  'RESOURCES',
  'SYSTEMS',
  'PRODUCTS',
  'SUPPLY',
  'DISTRIBUTION',
  'SHIPYARD',
  'TANKER',
  'STAR',
  'GOLDEN',
  'ROYAL',
  'PACIFIC',
  'ORIENT',
  'EASTERN',
  'WESTERN',
  'NORTHERN',
  'SOUTHERN',
  'MIDDLE EAST',
  'ASIA',
  'EURO',
  'AFRICA',
];

/** Positives per category, and the seed: change either and the set changes. */
export interface SetOptions {
  perCategory?: number;
  seed?: number;
}

export function buildLabelledSet(entries: readonly LabelEntry[], opts: SetOptions = {}): LabelledQuery[] {
  const perCategory = opts.perCategory ?? 300;
  const rand = rng(opts.seed ?? 19);
  const people = entries.filter((e) => e.type === 'individual' || e.type === 'entity');
  const queries: LabelledQuery[] = [];
  const make: Record<PositiveCategory, (e: LabelEntry) => { query: string; from: string } | null> = {
    exact: (e) => ({ query: e.name, from: e.name }),
    case_accents: (e) => wrap(caseAndAccents(e.name, rand), e.name),
    reordered: (e) => wrap(reordered(e.name, e.type), e.name),
    alias: (e) => {
      const own = normalizeName(e.name).join(' ');
      const aliases = e.aliases.filter((a) => normalizeName(a).join(' ') !== own && normalizeName(a).length > 0);
      const alias = aliases[Math.floor(rand() * aliases.length)];
      return alias ? { query: alias, from: alias } : null;
    },
    typo: (e) => wrap(typo(e.name, rand), e.name),
    transliteration: (e) => {
      for (const name of [e.name, ...e.aliases]) {
        const t = transliterated(name);
        if (t) return { query: t, from: name };
      }
      return null;
    },
    dropped_middle: (e) => wrap(droppedMiddle(e.name, e.type, rand), e.name),
  };
  for (const category of POSITIVE_CATEGORIES) {
    let n = 0;
    for (const entry of shuffled(people, rand)) {
      if (n >= perCategory) break;
      const made = make[category](entry);
      if (!made || normalizeName(made.query).length === 0) continue;
      queries.push({ category, query: made.query, from: made.from, type: entry.type === 'individual' ? 'individual' : 'entity', expected: entry.key });
      n++;
    }
  }

  // Negatives that are in fact listed are not negatives: a listed name or alias in any word order, or a listed
  // person's first given name and surname without the middle names (the dropped_middle category calls that a match).
  // "Spelling" is the matcher's romanization skeleton (Dmitry = Dmitriy): a negative may not be a listed name respelt.
  const listed = new Set<string>();
  for (const e of entries) {
    for (const n of [e.name, ...e.aliases]) {
      listed.add(nameKey(n));
      const parts = e.type === 'individual' ? commaParts(n) : null;
      if (parts) listed.add(nameKey(`${parts.given[0]} ${parts.surname}`));
    }
  }
  for (const [given, family] of PEOPLE) {
    for (const g of given) for (const f of family) push('person_names', `${g} ${f}`, 'individual');
  }
  for (const c of COMPANIES) push('company_names', c, 'entity');
  for (const w of GENERIC_WORDS) queries.push({ category: 'generic_words', query: w, type: 'entity' });
  return queries;

  function push(category: NegativeCategory, query: string, type: 'individual' | 'entity') {
    if (!listed.has(nameKey(query))) queries.push({ category, query, type });
  }
}

function wrap(query: string | null, from: string) {
  return query ? { query, from } : null;
}

export interface CategoryResult {
  category: string;
  total: number;
  /** Positives: found the expected entry. Negatives: had any hit (false positives). */
  hits: number;
  rate: number;
  misses: LabelledQuery[];
}

/** Run the set through a search function at a threshold: recall per positive category, false positives per negative one. */
export function evaluate(set: readonly LabelledQuery[], search: (q: ScreenQuery, threshold: number) => Hit[], threshold: number): CategoryResult[] {
  const results = new Map<string, CategoryResult>();
  for (const q of set) {
    const r = results.get(q.category) ?? { category: q.category, total: 0, hits: 0, rate: 0, misses: [] };
    results.set(q.category, r);
    r.total++;
    const hits = search({ name: q.query, type: q.type }, threshold);
    const good = q.expected ? hits.some((h) => h.entry.id === q.expected) : hits.length === 0;
    if (q.expected ? good : !good) r.hits++;
    if (!good) r.misses.push(q);
  }
  for (const r of results.values()) r.rate = r.total === 0 ? 0 : r.hits / r.total;
  return [...results.values()];
}
