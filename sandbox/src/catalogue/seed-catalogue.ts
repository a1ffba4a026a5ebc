import { slugFromName, type CommodityType, type ProductAttributes } from './product-attributes';

/**
 * A deterministic demo catalogue: the same names, SKUs, ids and attributes on every fresh
 * database (a seeded PRNG, never Math.random), so screenshots, tests and bug reports line up.
 * Only timestamps depend on the clock, spreading products over the year before seeding.
 */

export interface SeedProduct {
  id: string;
  attributes: ProductAttributes;
  createdAt: string;
  updatedAt: string;
}

const CATALOGUE_SEED = 0x5eed_2024;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const LIVE_SHARE = 0.7;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: tiny, fast and good enough for fixture data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Picker {
  constructor(readonly random: () => number) {}

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  one<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => this.integer(0, 9)).join('');
  }

  /** A version-4-shaped UUID drawn from the PRNG, so seeded ids are stable. */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => this.integer(0, 255));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Physical departments: adjective + material + item

interface Material {
  name: string;
  /** Completes "Made from <material>, it ..." */
  benefit: string;
}

interface ProductLine {
  code: string;
  noun: string;
  count: number;
  materials: readonly Material[];
  detail: readonly string[];
}

interface Department {
  code: string;
  tag: string;
  adjectives: readonly string[];
  openers: readonly ((name: string) => string)[];
  closers: readonly string[];
  lines: readonly ProductLine[];
}

const m = (name: string, benefit: string): Material => ({ name, benefit });

const COTTON = m('Organic Cotton', 'stays soft and breathable through countless washes');
const MERINO = m('Merino Wool', 'regulates temperature and resists odour between wears');
const LINEN = m('Linen', 'keeps you cool and softens beautifully over time');
const RECYCLED = m(
  'Recycled Polyester',
  'gives a second life to plastic bottles without giving up durability',
);
const CASHMERE = m('Cashmere', 'feels impossibly light while holding warmth close');
const DENIM = m('Selvedge Denim', 'wears in to a character all of its own');
const FLEECE = m('Brushed Fleece', 'traps warmth and dries quickly');
const CANVAS = m('Waxed Canvas', 'shrugs off showers and gains patina with age');

const STONEWARE = m('Stoneware', 'is fired at high temperature for everyday toughness');
const WALNUT = m('Walnut', 'shows off a rich, varied grain finished with food-safe oil');
const OAK = m('Oak', 'is sustainably sourced and built to last for years');
const BAMBOO = m('Bamboo', 'is naturally light, strong and quick to renew');
const CERAMIC = m('Ceramic', 'is glazed by hand so no two pieces are quite alike');
const GLASS = m('Recycled Glass', 'carries gentle bubbles and a soft green tint from its past life');
const SOY_WAX = m('Soy Wax', 'burns cleanly and evenly for up to fifty hours');
const BEESWAX = m('Beeswax', 'gives a warm glow and a faint honey scent');
const WOOL = m('Lambswool', 'adds cosy texture to any sofa or bed');
const VELVET = m('Cotton Velvet', 'brings a deep, light-catching colour to a room');

const ALUMINIUM = m('Aluminium', 'keeps the body rigid, light and cool to the touch');
const GRAPHITE = m('Graphite', 'has a matte finish that hides fingerprints');
const WALNUT_TRIM = m('Walnut-Trim', 'adds a warm wooden accent to a desk setup');
const RECYCLED_PLASTIC = m('Recycled Plastic', 'uses post-consumer material for most of the housing');

const RIPSTOP = m('Ripstop Nylon', 'resists tears while packing down small');
const STEEL = m('Stainless Steel', 'will not rust, dent easily or hold on to flavours');
const TITANIUM = m('Titanium', 'saves weight without sacrificing strength');
const CARBON = m('Carbon Fibre', 'is stiff, light and absorbs trail vibration');
const DOWN = m('Responsibly Sourced Down', 'delivers outstanding warmth for its weight');
const CORDURA = m('Cordura', 'stands up to rocks, roots and airport carousels');

const DEPARTMENTS: readonly Department[] = [
  {
    code: 'APP',
    tag: 'apparel',
    adjectives: ['Classic', 'Everyday', 'Relaxed', 'Heritage', 'Lightweight', 'Cosy', 'Tailored', 'Vintage'],
    openers: [
      (name) => `The ${name} is a wardrobe staple cut for all-day comfort.`,
      (name) => `Meet the ${name}, designed to layer easily from season to season.`,
      (name) => `Our ${name} pairs a clean silhouette with an easy fit.`,
    ],
    closers: [
      'Machine wash cold and line dry to keep it looking its best.',
      'Ethically made in small batches.',
      'Ships in plastic-free packaging.',
    ],
    lines: [
      {
        code: 'TSH',
        noun: 'T-Shirt',
        count: 9,
        materials: [COTTON, LINEN, RECYCLED, MERINO],
        detail: [
          'A ribbed crew neck holds its shape wash after wash.',
          'Side seams are taped for a clean drape.',
        ],
      },
      {
        code: 'HOD',
        noun: 'Hoodie',
        count: 8,
        materials: [COTTON, FLEECE, RECYCLED],
        detail: [
          'A lined hood and kangaroo pocket keep the chill out.',
          'Flat drawcords will not tangle in the wash.',
        ],
      },
      {
        code: 'JKT',
        noun: 'Jacket',
        count: 8,
        materials: [DENIM, CANVAS, RECYCLED, MERINO],
        detail: [
          'Two chest pockets and a hidden inner pocket keep essentials close.',
          'Metal shank buttons are built to last.',
        ],
      },
      {
        code: 'SCF',
        noun: 'Scarf',
        count: 8,
        materials: [CASHMERE, MERINO, LINEN, COTTON],
        detail: ['Hand-finished fringed ends add a relaxed touch.', 'Generously sized to wrap twice.'],
      },
      {
        code: 'SCK',
        noun: 'Socks',
        count: 8,
        materials: [MERINO, COTTON, RECYCLED],
        detail: ['A cushioned sole and reinforced heel soften every step.', 'Seamless toes prevent rubbing.'],
      },
      {
        code: 'BNE',
        noun: 'Beanie',
        count: 7,
        materials: [MERINO, CASHMERE, RECYCLED, COTTON],
        detail: ['A deep turn-up cuff keeps ears covered.', 'Rib-knitted to stretch without losing shape.'],
      },
      {
        code: 'CHN',
        noun: 'Chinos',
        count: 8,
        materials: [COTTON, LINEN, DENIM],
        detail: [
          'A touch of stretch makes them easy to move in.',
          'A tapered leg sits neatly over trainers or boots.',
        ],
      },
    ],
  },
  {
    code: 'HOM',
    tag: 'home',
    adjectives: ['Handmade', 'Rustic', 'Nordic', 'Speckled', 'Minimal', 'Artisan', 'Coastal', 'Heirloom'],
    openers: [
      (name) => `The ${name} brings quiet character to everyday routines.`,
      (name) => `Designed for slow mornings, the ${name} is as practical as it is beautiful.`,
      (name) => `Add warmth to any room with the ${name}.`,
    ],
    closers: [
      'Each piece is made in a small family-run workshop.',
      'Makes a thoughtful housewarming gift.',
      'Wipe clean with a soft, damp cloth.',
    ],
    lines: [
      {
        code: 'MUG',
        noun: 'Mug',
        count: 7,
        materials: [STONEWARE, CERAMIC, GLASS],
        detail: [
          'It holds a generous 350 ml and is dishwasher safe.',
          'A wide handle fits two fingers comfortably.',
        ],
      },
      {
        code: 'THR',
        noun: 'Throw Blanket',
        count: 7,
        materials: [WOOL, COTTON, LINEN],
        detail: [
          'At 130 by 170 cm it covers a sofa or the end of a bed.',
          'Knotted tassels finish both ends.',
        ],
      },
      {
        code: 'CSH',
        noun: 'Cushion Cover',
        count: 7,
        materials: [VELVET, LINEN, COTTON],
        detail: [
          'A concealed zip makes it easy to remove for washing.',
          'Fits a standard 45 cm cushion insert.',
        ],
      },
      {
        code: 'BWL',
        noun: 'Serving Bowl',
        count: 7,
        materials: [STONEWARE, WALNUT, BAMBOO, CERAMIC],
        detail: [
          'Deep enough for salads, wide enough for sharing plates.',
          'Nests neatly with the rest of the range.',
        ],
      },
      {
        code: 'CDL',
        noun: 'Candle',
        count: 7,
        materials: [SOY_WAX, BEESWAX],
        detail: [
          'A cotton wick gives a steady, soot-free flame.',
          'Scented with cedar, fig and a hint of smoke.',
        ],
      },
      {
        code: 'CTB',
        noun: 'Cutting Board',
        count: 7,
        materials: [WALNUT, OAK, BAMBOO],
        detail: [
          'A juice groove catches drips while you carve.',
          'Rubber feet stop it sliding on the counter.',
        ],
      },
      {
        code: 'VAS',
        noun: 'Vase',
        count: 7,
        materials: [CERAMIC, GLASS, STONEWARE],
        detail: [
          'Its narrow neck supports just a few stems beautifully.',
          'Watertight inside with a matte outer finish.',
        ],
      },
    ],
  },
  {
    code: 'ELE',
    tag: 'electronics',
    adjectives: ['Compact', 'Wireless', 'Pro', 'Portable', 'Smart', 'Studio', 'Ultra-Slim', 'Travel'],
    openers: [
      (name) => `The ${name} is built for people who want great tech without the clutter.`,
      (name) => `Upgrade your setup with the ${name}.`,
      (name) => `Small enough for a backpack, the ${name} punches well above its size.`,
    ],
    closers: [
      'Backed by a two-year warranty.',
      'Ships with a USB-C cable and a quick-start guide.',
      'Firmware updates are free for the life of the product.',
    ],
    lines: [
      {
        code: 'EAR',
        noun: 'Earbuds',
        count: 6,
        materials: [GRAPHITE, ALUMINIUM, RECYCLED_PLASTIC],
        detail: [
          'Up to 30 hours of playback with the charging case.',
          'Active noise cancelling blocks out the commute.',
        ],
      },
      {
        code: 'SPK',
        noun: 'Bluetooth Speaker',
        count: 6,
        materials: [ALUMINIUM, WALNUT_TRIM, RECYCLED_PLASTIC],
        detail: ['Room-filling 360-degree sound from a single unit.', 'Pair two speakers for true stereo.'],
      },
      {
        code: 'CHG',
        noun: 'USB-C Charger',
        count: 6,
        materials: [GRAPHITE, ALUMINIUM],
        detail: [
          '65 W output charges a laptop and phone at once.',
          'Folding prongs make it travel friendly.',
        ],
      },
      {
        code: 'LMP',
        noun: 'Desk Lamp',
        count: 6,
        materials: [ALUMINIUM, WALNUT_TRIM, GRAPHITE],
        detail: [
          'Stepless dimming and adjustable colour temperature.',
          'A built-in wireless charging pad sits in the base.',
        ],
      },
      {
        code: 'KBD',
        noun: 'Mechanical Keyboard',
        count: 6,
        materials: [ALUMINIUM, GRAPHITE, WALNUT_TRIM],
        detail: [
          'Hot-swappable switches let you tune the feel.',
          'Connects over Bluetooth to three devices.',
        ],
      },
      {
        code: 'PWB',
        noun: 'Power Bank',
        count: 6,
        materials: [ALUMINIUM, RECYCLED_PLASTIC, GRAPHITE],
        detail: [
          '10,000 mAh is enough for two full phone charges.',
          'Pass-through charging tops up both at once.',
        ],
      },
    ],
  },
  {
    code: 'OUT',
    tag: 'outdoor',
    adjectives: [
      'Alpine',
      'Ultralight',
      'Trail',
      'Expedition',
      'Weekend',
      'Summit',
      'All-Season',
      'Packable',
    ],
    openers: [
      (name) => `The ${name} is ready for early starts and long days outside.`,
      (name) => `Tested on ridgelines and rainy campsites, the ${name} earns its place in your pack.`,
      (name) => `Go further with the ${name}.`,
    ],
    closers: [
      'Covered by our lifetime repair promise.',
      'Field-tested by our team in the Scottish Highlands.',
      'Packs into its own stuff sack.',
    ],
    lines: [
      {
        code: 'TNT',
        noun: 'Tent',
        count: 6,
        materials: [RIPSTOP, CORDURA],
        detail: [
          'Pitches in under five minutes, fly first in the rain.',
          'Two doors and two porches for a pair of hikers.',
        ],
      },
      {
        code: 'SLB',
        noun: 'Sleeping Bag',
        count: 6,
        materials: [DOWN, RECYCLED, RIPSTOP],
        detail: [
          'Comfort-rated to minus five degrees.',
          'A draught collar and baffled zip keep the heat in.',
        ],
      },
      {
        code: 'DPK',
        noun: 'Daypack',
        count: 6,
        materials: [CORDURA, RIPSTOP, CANVAS],
        detail: [
          'A 22 litre main compartment with a padded laptop sleeve.',
          'Hip-belt pockets hold snacks and a phone.',
        ],
      },
      {
        code: 'BTL',
        noun: 'Water Bottle',
        count: 6,
        materials: [STEEL, TITANIUM],
        detail: [
          'Double walls keep drinks cold for a full day.',
          'The wide mouth fits ice cubes and a filter.',
        ],
      },
      {
        code: 'TRK',
        noun: 'Trekking Poles',
        count: 6,
        materials: [CARBON, ALUMINIUM, TITANIUM],
        detail: [
          'Quick-lock sections adjust from 105 to 135 cm.',
          'Cork grips stay comfortable in warm hands.',
        ],
      },
      {
        code: 'STV',
        noun: 'Camp Stove',
        count: 6,
        materials: [STEEL, TITANIUM],
        detail: [
          'Boils a litre of water in about three minutes.',
          'Piezo ignition means no matches to keep dry.',
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Digital departments

const BOOK_TOPICS = [
  'Sourdough Baking',
  'Urban Gardening',
  'Watercolour Painting',
  'Personal Finance',
  'Trail Running',
  'Home Woodworking',
  'Mindful Cooking',
  'Houseplant Care',
  'Landscape Photography',
  'Small-Space Living',
  'Coffee Brewing',
  'Bicycle Maintenance',
] as const;

const BOOK_TITLES: readonly ((topic: string) => string)[] = [
  (topic) => `The Practical Guide to ${topic}`,
  (topic) => `${topic} for Beginners`,
  (topic) => `Mastering ${topic}`,
  (topic) => `A Year of ${topic}`,
  (topic) => `The Little Book of ${topic}`,
];

const AUTHOR_FIRST = ['Ava', 'Noah', 'Isla', 'Theo', 'Maya', 'Leo', 'Freya', 'Arlo', 'Esme', 'Kai'] as const;
const AUTHOR_LAST = [
  'Hartley',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Castillo',
  'Nakamura',
  'Byrne',
  'Adeyemi',
] as const;

interface DigitalLine {
  code: string;
  format: string;
  formatTag: string;
  count: number;
}

const BOOK_LINES: readonly DigitalLine[] = [
  { code: 'EBK', format: 'E-Book', formatTag: 'ebook', count: 24 },
  { code: 'ABK', format: 'Audiobook', formatTag: 'audiobook', count: 8 },
];

const DOWNLOADS: readonly { code: string; name: string; summary: string; tag: string }[] = [
  {
    code: 'LIC',
    name: 'Photo Editor Pro 1-Year Licence',
    summary: 'Layer-based photo editing',
    tag: 'software',
  },
  {
    code: 'LIC',
    name: 'Budget Tracker Desktop Licence',
    summary: 'Offline-first budgeting',
    tag: 'software',
  },
  {
    code: 'LIC',
    name: 'Habit Journal App Lifetime Licence',
    summary: 'A calm daily habit tracker',
    tag: 'software',
  },
  {
    code: 'LIC',
    name: 'Invoice Maker Pro Licence',
    summary: 'Professional invoices in minutes',
    tag: 'software',
  },
  { code: 'TPL', name: 'Weekly Meal Planner Template', summary: 'A printable meal planner', tag: 'template' },
  {
    code: 'TPL',
    name: 'Small Business Bookkeeping Spreadsheet',
    summary: 'Simple double-entry bookkeeping',
    tag: 'template',
  },
  {
    code: 'TPL',
    name: 'Wedding Planning Checklist Bundle',
    summary: 'Every task from proposal to party',
    tag: 'template',
  },
  {
    code: 'TPL',
    name: 'Minimal Resume Template Pack',
    summary: 'Five clean resume layouts',
    tag: 'template',
  },
  { code: 'SMP', name: 'Lo-Fi Beats Sample Pack', summary: '200 royalty-free loops', tag: 'audio' },
  {
    code: 'SMP',
    name: 'Field Recordings Nature Sound Pack',
    summary: 'Forest, river and rain ambiences',
    tag: 'audio',
  },
  { code: 'SMP', name: 'Cinematic Drums Sample Pack', summary: 'Big, punchy percussion hits', tag: 'audio' },
  {
    code: 'FNT',
    name: 'Handwritten Script Font Family',
    summary: 'A friendly script with six weights',
    tag: 'font',
  },
];

const GIFT_CARDS: readonly { theme: string; amount: number }[] = [
  { theme: 'Gift Card', amount: 10 },
  { theme: 'Gift Card', amount: 25 },
  { theme: 'Gift Card', amount: 50 },
  { theme: 'Gift Card', amount: 100 },
  { theme: 'Birthday Gift Card', amount: 25 },
  { theme: 'Birthday Gift Card', amount: 50 },
  { theme: 'Thank You Gift Card', amount: 25 },
  { theme: 'Holiday Gift Card', amount: 250 },
];

const EXTRA_TAGS = ['new-arrival', 'bestseller', 'gift-idea', 'sale', 'eco'] as const;

// ---------------------------------------------------------------------------------------------
// Generation

/** Attributes before the fields that every product gets in the same way. */
type DraftProduct = Omit<ProductAttributes, 'status' | 'slug'> & { sku: string };

export function generateCatalogue(now: number): SeedProduct[] {
  const pick = new Picker(createRandom(CATALOGUE_SEED));
  const drafts = [
    ...DEPARTMENTS.flatMap((department) => physicalProducts(department, pick)),
    ...bookProducts(pick),
    ...downloadProducts(pick),
    ...giftCardProducts(),
  ];
  const slugs = new Set<string>();
  return drafts.map((draft, index) => finishProduct(draft, index, pick, now, slugs));
}

function physicalProducts(department: Department, pick: Picker): DraftProduct[] {
  return department.lines.flatMap((line) => {
    const combinations = department.adjectives.flatMap((adjective) =>
      line.materials.map((material) => ({ adjective, material })),
    );
    return pick
      .shuffled(combinations)
      .slice(0, line.count)
      .map(({ adjective, material }, index) => {
        const name = `${adjective} ${material.name} ${line.noun}`;
        const description = [
          pick.one(department.openers)(name),
          `Made from ${material.name.toLowerCase()}, it ${material.benefit}.`,
          pick.one(line.detail),
          pick.one(department.closers),
        ].join(' ');
        return {
          name,
          description,
          sku: sku(department.code, line.code, index),
          commodity_type: 'physical' as CommodityType,
          tags: tagsFor(pick, [department.tag, slugFromName(line.noun), slugFromName(material.name)]),
          ...physicalIdentifiers(pick, department.code),
        };
      });
  });
}

function physicalIdentifiers(
  pick: Picker,
  departmentCode: string,
): Pick<ProductAttributes, 'upc_ean' | 'mpn'> {
  return {
    ...(pick.chance(0.65) ? { upc_ean: ean13(pick) } : {}),
    ...(pick.chance(0.5)
      ? { mpn: `${departmentCode}-${pick.digits(4)}-${pick.one(['A', 'B', 'C', 'X'])}` }
      : {}),
  };
}

function bookProducts(pick: Picker): DraftProduct[] {
  const titles = BOOK_TOPICS.flatMap((topic) => BOOK_TITLES.map((title) => title(topic)));
  const shuffled = pick.shuffled(titles);
  let used = 0;
  return BOOK_LINES.flatMap((line) =>
    Array.from({ length: line.count }, (_, index) => {
      const title = shuffled[used++];
      const author = `${pick.one(AUTHOR_FIRST)} ${pick.one(AUTHOR_LAST)}`;
      const pages = pick.integer(120, 420);
      const isbn = `978${pick.digits(10)}`;
      return {
        name: `${title} (${line.format})`,
        description: [
          `${title} by ${author} is a friendly, hands-on companion for curious minds.`,
          `Across ${pages} pages it moves from first principles to confident practice, with clear examples throughout.`,
          line.code === 'ABK'
            ? 'Narrated by the author and delivered as DRM-free MP3 files.'
            : 'Delivered instantly as DRM-free EPUB and PDF files.',
        ].join(' '),
        sku: sku('BKS', line.code, index),
        commodity_type: 'digital' as CommodityType,
        tags: tagsFor(pick, ['books', line.formatTag, 'digital-download']),
        extensions: { book: { isbn, author, pages, format: line.format } },
      };
    }),
  );
}

function downloadProducts(pick: Picker): DraftProduct[] {
  const counters = new Map<string, number>();
  return DOWNLOADS.map((download) => {
    const index = counters.get(download.code) ?? 0;
    counters.set(download.code, index + 1);
    return {
      name: download.name,
      description: [
        `${download.summary}, ready to download the moment you check out.`,
        'Includes free updates and email support from our small team.',
        'Licensed for personal and commercial use.',
      ].join(' '),
      sku: sku('DIG', download.code, index),
      commodity_type: 'digital' as CommodityType,
      tags: tagsFor(pick, ['digital-download', download.tag]),
    };
  });
}

function giftCardProducts(): DraftProduct[] {
  return GIFT_CARDS.map(({ theme, amount }, index) => ({
    name: `${theme} $${amount}`,
    description: [
      `A Demo Store ${theme.toLowerCase()} worth $${amount}, delivered by email with your personal message.`,
      'It never expires and can be spent across every department.',
      'The perfect present when you are not sure what to choose.',
    ].join(' '),
    sku: sku('GFT', 'CRD', index),
    commodity_type: 'digital' as CommodityType,
    tags: ['gift-card', 'digital-download'],
  }));
}

function finishProduct(
  draft: DraftProduct,
  index: number,
  pick: Picker,
  now: number,
  slugs: Set<string>,
): SeedProduct {
  const created = now - Math.floor(pick.random() * YEAR_MS);
  const updated = pick.chance(0.5) ? created + Math.floor(pick.random() * (now - created)) : created;
  return {
    id: pick.uuid(),
    attributes: {
      ...draft,
      status: pick.chance(LIVE_SHARE) ? 'live' : 'draft',
      slug: distinctSlug(slugFromName(draft.name), slugs),
      ...(pick.chance(0.4) ? { external_ref: `ERP-${String(100_000 + index)}` } : {}),
    },
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
  };
}

function distinctSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

function sku(department: string, line: string, index: number): string {
  return `${department}-${line}-${String(index + 1).padStart(4, '0')}`;
}

function tagsFor(pick: Picker, base: string[]): string[] {
  const extras = EXTRA_TAGS.filter(() => pick.chance(0.15));
  return [...base, ...extras];
}

/** A 13-digit EAN with a valid check digit (weights 1,3,1,3,...). */
function ean13(pick: Picker): string {
  const body = `50${pick.digits(10)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
