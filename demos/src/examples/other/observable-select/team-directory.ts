import { Injectable } from '@angular/core';
import { Observable, delay, of } from 'rxjs';

export interface Team {
  id: string;
  name: string;
}

export interface Person {
  id: number;
  name: string;
  teamId: string;
}

const teams: Team[] = [
  { id: 'web', name: 'Web platform' },
  { id: 'mobile', name: 'Mobile apps' },
  { id: 'data', name: 'Data & analytics' },
];

const people: Person[] = [
  { id: 1, name: 'Amara Okafor', teamId: 'web' },
  { id: 2, name: 'Jonas Weber', teamId: 'web' },
  { id: 3, name: 'Mei Tanaka', teamId: 'mobile' },
  { id: 4, name: 'Lucas Moreau', teamId: 'mobile' },
  { id: 5, name: 'Priya Raman', teamId: 'data' },
];

/** Behaves like an HTTP service (answers arrive later) but keeps its data in memory. */
@Injectable({ providedIn: 'root' })
export class TeamDirectory {
  teams(): Observable<Team[]> {
    return of(teams).pipe(delay(400));
  }

  members(teamId: string): Observable<Person[]> {
    return of(people.filter((person) => person.teamId === teamId)).pipe(delay(400));
  }
}
