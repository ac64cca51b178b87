import { Observable, delay, of } from 'rxjs';

// Stands in for a server: the answer arrives after a short delay, the way a
// real lookup would, but nothing leaves the browser.
const takenUsernames = ['admin', 'formly', 'angular', 'guest'];

export function isUsernameFree(username: string): Observable<boolean> {
  const taken = takenUsernames.includes(username.trim().toLowerCase());
  return of(!taken).pipe(delay(500));
}
