// A local stand-in for a backend lookup: it answers after a short pause.
export const existingProjectKeys = ['CORE', 'DOCS', 'SHOP', 'MOBILE'];

export function isProjectKeyTaken(key: string): Promise<boolean> {
  return new Promise((resolve) =>
    setTimeout(() => resolve(existingProjectKeys.includes(key.toUpperCase())), 400),
  );
}
