/** Home page copy that is ours rather than SPEC's (SPEC's exact texts come from @ironvolt/shared/site). */
export const homeCopy = {
  heroEyebrow: 'Electric tools since 1992',
  heroLead: (shopName: string) =>
    `${shopName} is your source of electric tools with quality and efficiency at a low cost: drills, saws, grinders and drivers, sold in bulk straight from the maker.`,
  browseAll: 'Browse all products',
  statsTitle: 'Ironvolt in numbers',
  recentTitle: 'Recent products',
  recentLead: 'The newest tools in our catalogue.',
  reviewsLead: 'What workshops, contractors and resellers tell us about our tools.',
  careerTitle: 'Build the tools the world builds with',
  careerLead:
    'We are hiring engineers, machinists and people who love good tools. Send us a few lines about yourself.',
  afterSalesTitle: 'After-sales service',
  afterSalesLead: 'Every tool we sell is backed by us, long after it leaves the factory.',
  afterSalesDetails: [
    'Any part that fails in the first year is replaced free of charge.',
    'Three years of servicing by our own technicians.',
    'Our engineers answer your questions the moment you ask.',
  ],
} as const;
