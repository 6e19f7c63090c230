/** Home page copy that is ours rather than SPEC's (SPEC's exact texts come from @ironvolt/shared/site). */
export const homeCopy = {
  heroEyebrow: 'Electric tools since 1992',
  heroLead: (shopName: string) =>
    `${shopName} is your source of electric tools with quality and efficiency at a low cost: drills, saws, grinders and drivers, sold in bulk straight from the maker.`,
  browseAll: 'Browse all products',
  statsTitle: 'Ironvolt in numbers',
  recentTitle: 'Recent products',
  recentLead: 'The newest tools in our catalogue.',
} as const;
