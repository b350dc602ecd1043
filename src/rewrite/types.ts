/** Public types of the translation gender rewriter (GATE task, en → es/fr/it). */
export type RewriteLang = 'es' | 'fr' | 'it';
export type RewriteDirection = 'm2f' | 'f2m';
export type Gender = 'm' | 'f';

export interface RewriteInput {
  /** The English source sentence. */
  source: string;
  /** Its translation, with one gender chosen for the ambiguous persons. */
  translation: string;
  lang: RewriteLang;
  /** m2f: rewrite masculine references into feminine ones; f2m the other way. */
  direction: RewriteDirection;
}

export interface RewriteChange {
  /** UTF-16 offsets in the translation. */
  start: number;
  end: number;
  from: string;
  to: string;
}

export interface RewriteResult {
  text: string;
  /** In text order; empty when the translation marks no gender for the ambiguous person. */
  changes: RewriteChange[];
  /** 0..1; results below the rewriter's threshold are returned as null instead. */
  confidence: number;
}

export interface Alternative {
  /** The gender of each ambiguous person, in the order the persons appear. */
  genders: Gender[];
  text: string;
}
