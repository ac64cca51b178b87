import { Injectable } from '@angular/core';
import { TranslateLoader } from '@ngx-translate/core';
import { Observable, of } from 'rxjs';

type Translations = Record<string, string>;

const translations: Record<string, Translations> = {
  en: {
    'feedback.rating': 'How likely are you to recommend us?',
    'feedback.rating.hint': '0 means not at all, 10 means definitely.',
    'feedback.comment': 'What could we do better?',
    'feedback.comment.placeholder': 'Tell us in a few words',
    'feedback.contactMe': 'You may contact me about my answer',
  },
  es: {
    'feedback.rating': '¿Con qué probabilidad nos recomendaría?',
    'feedback.rating.hint': '0 significa nada probable, 10 totalmente seguro.',
    'feedback.comment': '¿Qué podríamos mejorar?',
    'feedback.comment.placeholder': 'Cuéntenoslo en pocas palabras',
    'feedback.contactMe': 'Pueden contactarme sobre mi respuesta',
  },
  nl: {
    'feedback.rating': 'Hoe waarschijnlijk is het dat u ons aanbeveelt?',
    'feedback.rating.hint': '0 betekent helemaal niet, 10 zeker wel.',
    'feedback.comment': 'Wat kunnen we beter doen?',
    'feedback.comment.placeholder': 'Vertel het ons in een paar woorden',
    'feedback.contactMe': 'U mag contact met mij opnemen over mijn antwoord',
  },
};

/** Translations kept in memory so the example needs no server. */
@Injectable()
export class InMemoryTranslationLoader implements TranslateLoader {
  getTranslation(lang: string): Observable<Translations> {
    return of(translations[lang] ?? translations['en']);
  }
}
