// The database keeps integer cents; the API and the screens speak dollars.
export function centsToDollars(cents: number): number {
  return cents / 100;
}

// Rounds to whole cents so 0.1 + 0.2 style float noise never reaches the database.
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

// '$85.00': a $ sign and two decimals, as the checkout shows prices.
export function formatDollars(dollars: number): string {
  const fixed = Math.abs(dollars).toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 ? '-' : ''}$${grouped}.${fraction}`;
}
