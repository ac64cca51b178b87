import { Injectable } from '@angular/core';
import { TranslateLoader } from '@ngx-translate/core';
import { Observable, of } from 'rxjs';

type Translations = Record<string, Record<string, string>>;

const translations: Record<string, Translations> = {
  en: {
    FORM: {
      NAME: 'Name',
      EMAIL: 'E-mail',
      TOPICS: 'Topics',
      TOPIC_RELEASES: 'New releases',
      TOPIC_EVENTS: 'Events near me',
      TOPIC_TIPS: 'Tips and tricks',
      SUBMIT: 'Subscribe',
    },
    VALIDATION: { REQUIRED: 'This field is required.', EMAIL: 'Not a valid e-mail address.' },
  },
  fr: {
    FORM: {
      NAME: 'Nom',
      EMAIL: 'Courriel',
      TOPICS: 'Sujets',
      TOPIC_RELEASES: 'Nouvelles versions',
      TOPIC_EVENTS: 'Événements près de chez moi',
      TOPIC_TIPS: 'Trucs et astuces',
      SUBMIT: "S'abonner",
    },
    VALIDATION: { REQUIRED: 'Ce champ est obligatoire.', EMAIL: 'Adresse courriel invalide.' },
  },
  de: {
    FORM: {
      NAME: 'Name',
      EMAIL: 'E-Mail',
      TOPICS: 'Themen',
      TOPIC_RELEASES: 'Neue Versionen',
      TOPIC_EVENTS: 'Veranstaltungen in meiner Nähe',
      TOPIC_TIPS: 'Tipps und Tricks',
      SUBMIT: 'Abonnieren',
    },
    VALIDATION: {
      REQUIRED: 'Dieses Feld ist erforderlich.',
      EMAIL: 'Keine gültige E-Mail-Adresse.',
    },
  },
};

/**
 * Serves the translations from memory. A real application would usually load
 * JSON files over HTTP; the Formly side does not change either way.
 */
@Injectable()
export class InMemoryTranslationLoader implements TranslateLoader {
  getTranslation(lang: string): Observable<Translations> {
    return of(translations[lang] ?? translations['en']);
  }
}
