export interface Option {
  value: string;
  label: string;
}

export const regions: Option[] = [
  { value: 'emea', label: 'Europe, Middle East & Africa' },
  { value: 'apac', label: 'Asia-Pacific' },
  { value: 'amer', label: 'Americas' },
];

export const countriesByRegion: Record<string, Option[]> = {
  emea: [
    { value: 'ie', label: 'Ireland' },
    { value: 'ke', label: 'Kenya' },
  ],
  apac: [
    { value: 'sg', label: 'Singapore' },
    { value: 'au', label: 'Australia' },
  ],
  amer: [
    { value: 'br', label: 'Brazil' },
    { value: 'ca', label: 'Canada' },
  ],
};

export const officesByCountry: Record<string, Option[]> = {
  ie: [{ value: 'dub', label: 'Dublin, Docklands' }],
  ke: [{ value: 'nbo', label: 'Nairobi, Westlands' }],
  sg: [
    { value: 'sin-cbd', label: 'Singapore, Raffles Place' },
    { value: 'sin-one', label: 'Singapore, one-north' },
  ],
  au: [
    { value: 'syd', label: 'Sydney, Barangaroo' },
    { value: 'mel', label: 'Melbourne, Docklands' },
  ],
  br: [{ value: 'sao', label: 'São Paulo, Faria Lima' }],
  ca: [
    { value: 'yyz', label: 'Toronto, King West' },
    { value: 'yvr', label: 'Vancouver, Gastown' },
  ],
};
