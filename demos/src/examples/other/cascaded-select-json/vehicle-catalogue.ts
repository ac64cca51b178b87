// Option lists for the form. In an application they would come from an API;
// here they are local so the example works offline.
export const vehicleCatalogue = {
  makes: [
    { value: 'aster', label: 'Aster Motors' },
    { value: 'boreal', label: 'Boreal' },
  ],
  seriesByMake: {
    aster: [
      { value: 'aster-city', label: 'City' },
      { value: 'aster-tour', label: 'Tourer' },
    ],
    boreal: [
      { value: 'boreal-trail', label: 'Trail' },
      { value: 'boreal-van', label: 'Cargo van' },
    ],
  },
  fuelsBySeries: {
    'aster-city': [
      { value: 'electric', label: 'Electric' },
      { value: 'hybrid', label: 'Hybrid' },
    ],
    'aster-tour': [
      { value: 'petrol', label: 'Petrol' },
      { value: 'hybrid', label: 'Hybrid' },
    ],
    'boreal-trail': [
      { value: 'diesel', label: 'Diesel' },
      { value: 'electric', label: 'Electric' },
    ],
    'boreal-van': [{ value: 'diesel', label: 'Diesel' }],
  },
};
