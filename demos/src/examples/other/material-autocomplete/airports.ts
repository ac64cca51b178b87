import { Observable, delay, of } from 'rxjs';

// Stands in for an airport search service: a fixed list, answered after a
// short pause like a real request would be.
export const airports = [
  'Amsterdam (AMS)',
  'Athens (ATH)',
  'Barcelona (BCN)',
  'Berlin (BER)',
  'Copenhagen (CPH)',
  'Dublin (DUB)',
  'Helsinki (HEL)',
  'Lisbon (LIS)',
  'London Heathrow (LHR)',
  'Madrid (MAD)',
  'Oslo (OSL)',
  'Paris Charles de Gaulle (CDG)',
  'Prague (PRG)',
  'Rome Fiumicino (FCO)',
  'Vienna (VIE)',
  'Warsaw (WAW)',
];

export function searchAirports(text: string): Observable<string[]> {
  const wanted = text.trim().toLowerCase();
  const matches = airports.filter((airport) => airport.toLowerCase().includes(wanted));
  return of(matches.slice(0, 4)).pipe(delay(150));
}
