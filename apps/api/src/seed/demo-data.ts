/**
 * Demo seed content for the Ironvolt Tools storefront.
 *
 * All people, businesses, addresses and phone numbers are fictional (e-mails under example.com,
 * phone numbers in ranges reserved for fiction). Images live in ./images next to this file.
 */

export interface SeedProduct {
  slug: string;
  name: string;
  model: string;
  description: string;
  priceCents: number;
  quantity: number;
  minOrder: number;
  /** Its shipping weight in kg (the tool's own weight, as its specification states where it does). */
  weightKg: number;
  /** Slug of one of `seedCategories`. */
  category: string;
  /** File name in ./images. */
  image: string;
  /** The specification table on the tool's page. */
  attributes: { name: string; value: string }[];
}

/**
 * The demo shop's shipping (ADR 145): the US by weight brackets to 30 kg, Canada dearer, each a price per started kg
 * above its last bracket, and free over $2,500 of goods.
 */
export const seedShippingZones = [
  {
    name: 'United States',
    countries: ['US'],
    brackets: [
      { upToGrams: 2_000, priceCents: 1_200 },
      { upToGrams: 5_000, priceCents: 1_800 },
      { upToGrams: 10_000, priceCents: 2_900 },
      { upToGrams: 20_000, priceCents: 4_500 },
      { upToGrams: 30_000, priceCents: 6_500 },
    ],
    perKgCents: 180,
    freeOverNetCents: 250_000,
  },
  {
    name: 'Canada',
    countries: ['CA'],
    brackets: [
      { upToGrams: 5_000, priceCents: 3_200 },
      { upToGrams: 15_000, priceCents: 5_900 },
      { upToGrams: 30_000, priceCents: 8_900 },
    ],
    perKgCents: 300,
    freeOverNetCents: 250_000,
  },
];

/** The demo catalog's categories, in the shop's order. */
export const seedCategories = [
  { slug: 'drills-and-drivers', name: 'Drills & Drivers' },
  { slug: 'saws', name: 'Saws' },
  { slug: 'sanders-and-polishers', name: 'Sanders & Polishers' },
  { slug: 'grinding-and-heat', name: 'Grinders & Heat Guns' },
  { slug: 'woodworking', name: 'Woodworking & Fastening' },
  { slug: 'batteries-and-chargers', name: 'Batteries & Chargers' },
] as const;

export interface SeedReviewer {
  name: string;
  email: string;
  /** File name in ./images. */
  image: string;
  phoneNo: string;
  country: string;
  state: string;
  streetAddress: string;
}

export interface SeedReview {
  reviewerEmail: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

/** Catalog products, oldest first. */
export const seedProducts: SeedProduct[] = [
  {
    slug: 'heat-gun-2000w',
    name: 'Ironvolt 2000W Dual-Temp Heat Gun',
    model: 'IV-HG2000',
    category: 'grinding-and-heat',
    description:
      'Corded 120V heat gun with a 2000W element and two settings (570°F and 1100°F). Flat rear stand for hands-free use; ships with four nozzles and a storage case.',
    priceCents: 3999,
    quantity: 2400,
    minOrder: 20,
    weightKg: 0.726,
    image: 'heat-gun-2000w.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Power', value: '2000 W' },
      { name: 'Temperature', value: '570 °F / 1100 °F' },
      { name: 'Airflow', value: '8.8 / 17.6 cfm' },
      { name: 'Weight', value: '1.6 lb' },
    ],
  },
  {
    slug: 'angle-grinder-4in',
    name: 'Ironvolt 4-1/2" Corded Angle Grinder',
    model: 'IV-AG115',
    category: 'grinding-and-heat',
    description:
      '7.5A motor at 11,000 rpm with a tool-free adjustable guard, locking paddle switch and two-position side handle. Includes guard, side handle and spanner wrench.',
    priceCents: 5499,
    quantity: 3200,
    minOrder: 25,
    weightKg: 1.996,
    image: 'angle-grinder-4in.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Current', value: '7.5 A' },
      { name: 'No-load speed', value: '11,000 rpm' },
      { name: 'Disc diameter', value: '4-1/2 in' },
      { name: 'Spindle thread', value: '5/8-11' },
      { name: 'Weight', value: '4.4 lb' },
    ],
  },
  {
    slug: 'circular-saw-7in',
    name: 'Ironvolt 7-1/4" Circular Saw',
    model: 'IV-CS185',
    category: 'saws',
    description:
      '15A motor, 5,800 rpm, 2-7/16" cut depth at 90° and bevels to 56°. Comes with a 24T carbide framing blade and blade wrench.',
    priceCents: 8999,
    quantity: 1800,
    minOrder: 10,
    weightKg: 4.309,
    image: 'circular-saw-7in.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Current', value: '15 A' },
      { name: 'No-load speed', value: '5,800 rpm' },
      { name: 'Blade diameter', value: '7-1/4 in' },
      { name: 'Depth of cut at 90°', value: '2-7/16 in' },
      { name: 'Bevel capacity', value: '0–56°' },
      { name: 'Weight', value: '9.5 lb' },
    ],
  },
  {
    slug: 'electric-planer',
    name: 'Ironvolt 3-1/4" Electric Planer',
    model: 'IV-PL82',
    category: 'woodworking',
    description: '6A, 16,500 rpm planer with 5/64" max cut depth and left or right chip ejection.',
    priceCents: 6999,
    quantity: 900,
    minOrder: 10,
    weightKg: 2.585,
    image: 'electric-planer.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Current', value: '6 A' },
      { name: 'No-load speed', value: '16,500 rpm' },
      { name: 'Planing width', value: '3-1/4 in' },
      { name: 'Depth of cut', value: '0–5/64 in' },
      { name: 'Weight', value: '5.7 lb' },
    ],
  },
  {
    slug: 'rotary-polisher-7in',
    name: 'Ironvolt 7" Variable-Speed Rotary Polisher',
    model: 'IV-VP180',
    category: 'sanders-and-polishers',
    description:
      '10A polisher, 600-3,000 rpm with soft start, speed-lock dial and a full D-handle bail. Includes a 7" hook-and-loop backing plate and a foam polishing pad.',
    priceCents: 11999,
    quantity: 800,
    minOrder: 5,
    weightKg: 2.994,
    image: 'rotary-polisher-7in.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Current', value: '10 A' },
      { name: 'Speed', value: '600–3,000 rpm' },
      { name: 'Pad diameter', value: '7 in' },
      { name: 'Spindle thread', value: '5/8-11' },
      { name: 'Weight', value: '6.6 lb' },
    ],
  },
  {
    slug: 'hammer-drill-20v',
    name: 'Ironvolt 20V Brushless Hammer Drill',
    model: 'IV-HD20B',
    category: 'drills-and-drivers',
    description:
      'Brushless 20V hammer drill with 650 in-lbs of torque, 0-2,000 rpm, 31,000 bpm and a 1/2" ratcheting metal chuck. Kit includes two 2.0Ah batteries, a charger and a contractor bag.',
    priceCents: 17999,
    quantity: 4200,
    minOrder: 10,
    weightKg: 1.8,
    image: 'hammer-drill-20v.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Motor', value: 'Brushless' },
      { name: 'Chuck', value: '1/2 in metal, ratcheting' },
      { name: 'Max torque', value: '650 in-lb' },
      { name: 'Blows per minute', value: '0–31,000' },
      { name: 'Weight (tool only)', value: '3.6 lb' },
    ],
  },
  {
    slug: 'impact-driver-20v',
    name: 'Ironvolt 20V Brushless Impact Driver',
    model: 'IV-ID20B',
    category: 'drills-and-drivers',
    description:
      '1,825 in-lbs of torque, 0-3,400 rpm, a 1/4" hex quick-release chuck and LED work light. Tool only; battery and charger sold separately.',
    priceCents: 9999,
    quantity: 5000,
    minOrder: 20,
    weightKg: 1.4,
    image: 'impact-driver-20v.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Motor', value: 'Brushless' },
      { name: 'Chuck', value: '1/4 in hex, quick-release' },
      { name: 'Max torque', value: '1,700 in-lb' },
      { name: 'Impacts per minute', value: '0–3,600' },
      { name: 'Weight (tool only)', value: '2.8 lb' },
    ],
  },
  {
    slug: 'battery-pack-5ah',
    name: 'Ironvolt 20V 5.0Ah Lithium-Ion Battery Pack',
    model: 'IV-BP50',
    category: 'batteries-and-chargers',
    description: 'Fits every Ironvolt 20V tool. Built-in four-LED fuel gauge and overload protection.',
    priceCents: 7999,
    quantity: 4800,
    minOrder: 50,
    weightKg: 0.635,
    image: 'battery-pack-5ah.svg',
    attributes: [
      { name: 'Voltage', value: '20 V max (18 V nominal)' },
      { name: 'Capacity', value: '5.0 Ah' },
      { name: 'Energy', value: '90 Wh' },
      { name: 'Chemistry', value: 'Lithium-ion' },
      { name: 'Charge time', value: '60 min (rapid charger)' },
      { name: 'Weight', value: '1.4 lb' },
    ],
  },
  {
    slug: 'random-orbital-sander-5in',
    name: 'Ironvolt 5" Random Orbital Sander',
    model: 'IV-ROS125',
    category: 'sanders-and-polishers',
    description: '3A, 12,000 opm sander with an 8-hole hook-and-loop pad and lockable dust canister.',
    priceCents: 5999,
    quantity: 2600,
    minOrder: 20,
    weightKg: 1.406,
    image: 'random-orbital-sander-5in.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Current', value: '3 A' },
      { name: 'Orbits per minute', value: '7,000–12,000' },
      { name: 'Pad diameter', value: '5 in, hook-and-loop' },
      { name: 'Orbit diameter', value: '3/32 in' },
      { name: 'Weight', value: '3.1 lb' },
    ],
  },
  {
    slug: 'jigsaw',
    name: 'Ironvolt 20V Brushless Jigsaw',
    model: 'IV-JS20B',
    category: 'saws',
    description:
      '0-3,000 spm with a 1" stroke, four orbital settings and a tool-free T-shank blade clamp. Bevels 0-45° on a cast aluminium shoe; tool only.',
    priceCents: 12999,
    quantity: 1500,
    minOrder: 10,
    weightKg: 2.3,
    image: 'jigsaw.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Motor', value: 'Brushless' },
      { name: 'Strokes per minute', value: '0–3,200' },
      { name: 'Stroke length', value: '1 in' },
      { name: 'Bevel capacity', value: '0–45°' },
      { name: 'Weight (tool only)', value: '4.4 lb' },
    ],
  },
  {
    slug: 'reciprocating-saw-20v',
    name: 'Ironvolt 20V Brushless Reciprocating Saw',
    model: 'IV-RS20B',
    category: 'saws',
    description:
      '0-3,000 spm with a 1-1/8" stroke, pivoting shoe and tool-free blade change. Ships with two demolition blades; battery sold separately.',
    priceCents: 14999,
    quantity: 1200,
    minOrder: 10,
    weightKg: 3.2,
    image: 'reciprocating-saw-20v.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Motor', value: 'Brushless' },
      { name: 'Strokes per minute', value: '0–3,000' },
      { name: 'Stroke length', value: '1-1/8 in' },
      { name: 'Blade change', value: 'Tool-free' },
      { name: 'Weight (tool only)', value: '6.2 lb' },
    ],
  },
  {
    slug: 'rotary-hammer-sds',
    name: 'Ironvolt 20V Brushless 1" SDS-Plus Rotary Hammer',
    model: 'IV-RH26B',
    category: 'drills-and-drivers',
    description:
      '2.6 J impact energy, 0-4,600 bpm and three modes (drill, hammer drill, chisel) with anti-vibration handle. Kit includes a 5.0Ah battery, charger, side handle, depth rod and hard case.',
    priceCents: 34999,
    quantity: 600,
    minOrder: 5,
    weightKg: 3.6,
    image: 'rotary-hammer-sds.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Motor', value: 'Brushless' },
      { name: 'Bit holder', value: 'SDS-Plus' },
      { name: 'Impact energy', value: '2.6 J' },
      { name: 'Concrete capacity', value: '1 in' },
      { name: 'Weight (tool only)', value: '6.8 lb' },
    ],
  },
  {
    slug: 'plunge-router',
    name: 'Ironvolt 2-1/4 HP Plunge Router',
    model: 'IV-PR225',
    category: 'woodworking',
    description:
      '12A variable-speed motor, 10,000-23,000 rpm and 2-1/2" plunge depth with a seven-stop turret. Ships with 1/4" and 1/2" collets and an edge guide.',
    priceCents: 24999,
    quantity: 450,
    minOrder: 5,
    weightKg: 5.08,
    image: 'plunge-router.svg',
    attributes: [
      { name: 'Voltage', value: '120 V AC' },
      { name: 'Power', value: '2-1/4 HP' },
      { name: 'Current', value: '12 A' },
      { name: 'Speed', value: '10,000–23,000 rpm' },
      { name: 'Collets', value: '1/4 in and 1/2 in' },
      { name: 'Plunge depth', value: '2-1/2 in' },
      { name: 'Weight', value: '11.2 lb' },
    ],
  },
  {
    slug: 'oscillating-multi-tool',
    name: 'Ironvolt 20V Oscillating Multi-Tool',
    model: 'IV-MT20',
    category: 'woodworking',
    description:
      '11,000-20,000 opm with a 3.2° oscillation angle and a universal tool-free blade clamp. Comes with 28 sanding, cutting and scraping accessories.',
    priceCents: 10999,
    quantity: 2000,
    minOrder: 10,
    weightKg: 1.5,
    image: 'oscillating-multi-tool.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Oscillations per minute', value: '0–20,000' },
      { name: 'Oscillation angle', value: '3.2°' },
      { name: 'Accessory change', value: 'Tool-free' },
      { name: 'Weight (tool only)', value: '2.5 lb' },
    ],
  },
  {
    slug: 'brad-nailer-18ga',
    name: 'Ironvolt 20V 18-Gauge Cordless Brad Nailer',
    model: 'IV-BN18B',
    category: 'woodworking',
    description:
      'Drives 5/8" to 2-1/8" brads at up to 60 per minute with no compressor or gas cartridge. Tool-free depth adjustment, dry-fire lockout and twin LED work lights.',
    priceCents: 21999,
    quantity: 700,
    minOrder: 15,
    weightKg: 2.6,
    image: 'brad-nailer-18ga.svg',
    attributes: [
      { name: 'Voltage', value: '20 V' },
      { name: 'Fastener', value: '18-gauge brad nails' },
      { name: 'Nail length', value: '5/8–2-1/8 in' },
      { name: 'Magazine capacity', value: '110 nails' },
      { name: 'Firing modes', value: 'Sequential, contact' },
      { name: 'Weight (tool only)', value: '5.8 lb' },
    ],
  },
];

/** Demo customers who wrote the seed reviews; each has their own avatar. */
export const seedReviewers: SeedReviewer[] = [
  {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    image: 'avatar-maria.svg',
    phoneNo: '+1 210 555 0142',
    country: 'United States',
    state: 'Texas',
    streetAddress: '1840 Caliche Rd, San Antonio',
  },
  {
    name: 'Dev Patel',
    email: 'dev.patel@example.com',
    image: 'avatar-dev.svg',
    phoneNo: '+1 973 555 0178',
    country: 'United States',
    state: 'New Jersey',
    streetAddress: '77 Foundry St, Newark',
  },
  {
    name: 'Grace Okafor',
    email: 'grace.okafor@example.com',
    image: 'avatar-grace.svg',
    phoneNo: '+44 20 7946 0321',
    country: 'United Kingdom',
    state: 'Greater London',
    streetAddress: '14 Fenwick Yard, London',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    image: 'avatar-tom.svg',
    phoneNo: '+1 937 555 0119',
    country: 'United States',
    state: 'Ohio',
    streetAddress: '402 Millbrook Ave, Dayton',
  },
  {
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.com',
    image: 'avatar-aiko.svg',
    phoneNo: '+1 604 555 0163',
    country: 'Canada',
    state: 'British Columbia',
    streetAddress: '2250 Kestrel Way, Burnaby',
  },
  {
    name: "Liam O'Brien",
    email: 'liam.obrien@example.com',
    image: 'avatar-liam.svg',
    phoneNo: '+61 491 570 156',
    country: 'Australia',
    state: 'New South Wales',
    streetAddress: '9 Banksia Pde, Newcastle',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    image: 'avatar-sofia.svg',
    phoneNo: '+1 312 555 0187',
    country: 'United States',
    state: 'Illinois',
    streetAddress: '3120 Larkspur Ave, Chicago',
  },
  {
    name: 'Jamal Carter',
    email: 'jamal.carter@example.com',
    image: 'avatar-jamal.svg',
    phoneNo: '+1 404 555 0134',
    country: 'United States',
    state: 'Georgia',
    streetAddress: '58 Redbud Ln, Atlanta',
  },
];

/** Site-wide reviews, oldest first; every reviewerEmail belongs to a seedReviewer. */
export const seedReviews: SeedReview[] = [
  {
    reviewerEmail: 'maria.lopez@example.com',
    rating: 5,
    text: 'Ordered 40 of the 20V hammer drill kits for our renovation crews. Bulk pricing beat our usual distributor and everything arrived on two well-wrapped pallets in four days.',
  },
  {
    reviewerEmail: 'dev.patel@example.com',
    rating: 5,
    text: 'We resell Ironvolt in our two building supply stores. The impact drivers move fast, the 50-unit minimum on batteries is easy to hit, and reorders ship the same week.',
  },
  {
    reviewerEmail: 'grace.okafor@example.com',
    rating: 4,
    text: 'Our electricians get a full day of drilling out of one 5.0Ah pack. Delivery to London took three days longer than quoted, but the tracking kept us informed the whole way.',
  },
  {
    reviewerEmail: 'tom.becker@example.com',
    rating: 5,
    text: 'Three months running the plunge routers eight hours a day in the cabinet shop. Soft start is smooth and the collets hold true. Ordering more for our second line.',
  },
  {
    reviewerEmail: 'aiko.tanaka@example.com',
    rating: 3,
    text: 'Solid tools for a rental fleet and customers like them. One star off because two rotary hammer cases arrived cracked; support replaced them, but it took over a week.',
  },
  {
    reviewerEmail: 'liam.obrien@example.com',
    rating: 4,
    text: 'The reciprocating saws have held up well on roof tear-offs. I would like a 10-unit minimum on the brad nailers instead of 15, but the per-unit price is fair.',
  },
  {
    reviewerEmail: 'sofia.rossi@example.com',
    rating: 5,
    text: 'Our hardware counter needed an entry-level line that does not come back as returns. Ironvolt sanders and jigsaws have had almost zero warranty claims this year.',
  },
  {
    reviewerEmail: 'jamal.carter@example.com',
    rating: 4,
    text: 'Bought 25 circular saws and 25 drill kits for a new framing crew. One battery platform across every tool saves us real money. Net-30 invoice terms were easy to set up.',
  },
  {
    reviewerEmail: 'maria.lopez@example.com',
    rating: 3,
    text: 'The heat guns work fine for stripping paint, but the nozzle set feels thin. Still a decent buy at this price for our painters; I would pay a little more for a metal case.',
  },
  {
    reviewerEmail: 'dev.patel@example.com',
    rating: 4,
    text: 'Our account manager answered every question about volume tiers within a day. The angle grinders sell well at the counter; the locking paddle switch wins over safety-minded shops.',
  },
];

/** A tool's review by a sample reviewer (ADR 152): the seed gives them a delivered order of the tool first. */
export interface SeedToolReview {
  reviewerEmail: string;
  /** The tool, by its model. */
  model: string;
  amount: number;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

/** Reviews on three demo tools, so the catalogue's cards, the tool pages and their JSON-LD show ratings. */
export const seedToolReviews: SeedToolReview[] = [
  {
    reviewerEmail: 'maria.lopez@example.com',
    model: 'IV-HD20B',
    amount: 40,
    rating: 5,
    text: 'Forty of these went out to our crews. Two speeds, a clutch that actually slips before your wrist does, and the batteries last a full day of anchors in brick.',
  },
  {
    reviewerEmail: 'dev.patel@example.com',
    model: 'IV-HD20B',
    amount: 24,
    rating: 4,
    text: 'Sells well in both stores. Slightly heavier than the brand it replaced, but nobody has brought one back.',
  },
  {
    reviewerEmail: 'grace.okafor@example.com',
    model: 'IV-HD20B',
    amount: 12,
    rating: 4,
    text: '',
  },
  {
    reviewerEmail: 'dev.patel@example.com',
    model: 'IV-ID20B',
    amount: 30,
    rating: 5,
    text: 'The impact driver is the one customers ask for by name. Compact head, bright LED, and the three-speed selector is easy to work with gloves on.',
  },
  {
    reviewerEmail: 'aiko.tanaka@example.com',
    model: 'IV-ID20B',
    amount: 16,
    rating: 4,
    text: 'Good torque for decking screws all day. I would like a belt clip on both sides.',
  },
  {
    reviewerEmail: 'liam.obrien@example.com',
    model: 'IV-AG115',
    amount: 20,
    rating: 3,
    text: 'Does the job on rebar and tile. The guard adjusts without tools, but the side handle loosens on long cuts.',
  },
];
