/**
 * Data for the sentence-boundary repair in segment.ts. Plain lists so they can be extended without
 * touching the logic. Spaces inside an abbreviation match any run of whitespace (also none, so
 * "z.B." is covered by "z. B."); a leading lowercase letter also matches its capital ("Vgl.",
 * "Z. B."), except in one-letter abbreviations ("f." must not catch the initial "F.").
 * A lone lowercase letter with a period ("z." of a split "z. B.") is merged by a rule in segment.ts.
 */

/** Never end a sentence: a boundary right after them is always merged. */
export const ABBREVIATIONS_NEVER_FINAL: readonly string[] = [
  // titles and forms of address
  'Dr.', 'Prof.', 'Dipl.-Ing.', 'Dipl.-Kfm.', 'Dipl.-Kffr.', 'Dipl.-Psych.', 'Dipl.', 'Ing.', 'Mag.',
  'Hr.', 'Hrn.', 'Fr.', 'Frl.', 'Sr.', 'St.', 'Hl.',
  // multi-part initialisms
  'z. B.', 'd. h.', 'z. T.', 'z. Zt.', 'i. d. R.', 'i. A.', 'i. V.', 'i. S. v.', 'i. S. d.', 'm. E.', 'o. g.',
  'u. U.', 'v. a.', 's. o.', 's. u.', 'z. Hd.', 'a. D.', 'n. Chr.', 'v. Chr.', 'u. a. m.',
  // other abbreviations that are followed by more of the sentence
  'bzw.', 'vgl.', 'ca.', 'inkl.', 'exkl.', 'zzgl.', 'ggf.', 'evtl.', 'bspw.', 'sog.', 'insb.', 'mind.', 'gem.',
  'lt.', 'zw.', 'allg.', 'bes.', 'eigtl.', 'einschl.', 'entspr.', 'gegr.', 'geb.', 'jew.', 'urspr.', 'Tel.',
  'Verf.', 'Anm.', 'Bsp.', 'lfd.', 'zust.', 'Abt.',
];

/**
 * Often end a sentence ("Äpfel, Birnen usw. Danach ..."): merged only when the next segment
 * starts with a lowercase letter or a digit.
 */
export const ABBREVIATIONS_MAYBE_FINAL: readonly string[] = [
  'usw.', 'etc.', 'u. a.', 'u. Ä.', 'o. Ä.', 'u. v. m.', 'u. dgl.', 'o. a.', 'Co.', 'Jr.', 'ff.', 'f.', 'Ltd.',
  'Std.', 'Mio.', 'Mrd.', 'Tsd.', 'Jh.', 'Jhd.', 'Hrsg.', 'Aufl.', 'Str.', 'Pkt.', 'max.', 'min.',
];

/**
 * Also ordinary words at a sentence end ("eine seltsame Art."): merged only when a number follows
 * ("Art. 3", "Abs. 2", "S. 12", "Nr. 5").
 */
export const ABBREVIATIONS_BEFORE_NUMBER: readonly string[] = [
  'Art.', 'Abs.', 'S.', 'Nr.', 'Nrn.', 'Bl.', 'Tab.', 'Abb.', 'Fn.', 'Rn.', 'Rz.', 'Ziff.', 'Anl.', 'Sp.', 'Zi.', 'Bd.',
  'Kap.',
];

/** Month names (and their abbreviations) after an ordinal: "am 1. Januar". */
export const MONTHS: readonly string[] = [
  'Januar', 'Jänner', 'Februar', 'Feber', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September',
  'Oktober', 'November', 'Dezember', 'Jan.', 'Feb.', 'Mär.', 'Mrz.', 'Apr.', 'Jun.', 'Jul.', 'Aug.', 'Sep.',
  'Sept.', 'Okt.', 'Nov.', 'Dez.',
];

/**
 * Words that announce an ordinal ("im 19. Jahrhundert", "die 2. Auflage", "zum 3. Mal"): after them
 * "N." followed by a capitalised word is an ordinal, not a sentence end. Compared in lowercase.
 */
export const ORDINAL_CUES: readonly string[] = [
  'am', 'im', 'zum', 'zur', 'vom', 'beim', 'ab', 'bis', 'seit', 'vor', 'nach', 'zwischen', 'der', 'die', 'das',
  'des', 'dem', 'den', 'ein', 'eine', 'einer', 'einem', 'einen', 'eines', 'jeder', 'jede', 'jedes', 'jedem',
  'jeden', 'ihr', 'ihre', 'ihrem', 'ihren', 'sein', 'seine', 'seinem', 'seinen', 'unser', 'unsere', 'unserem',
  'unseren', 'dieser', 'diese', 'dieses', 'diesem', 'diesen', 'und', 'oder', 'bzw.', 'sowie', 'zum', 'als',
];

/**
 * Words that start a new sentence far more often than they are a surname: after a single capital
 * initial ("Plan B. Danach ...") a boundary before one of these is kept; before any other capitalised
 * word ("J. Müller") it is merged.
 */
export const SENTENCE_STARTERS: readonly string[] = [
  'Der', 'Die', 'Das', 'Den', 'Dem', 'Des', 'Ein', 'Eine', 'Einen', 'Einem', 'Einer', 'Eines', 'Er', 'Sie',
  'Es', 'Wir', 'Ich', 'Ihr', 'Du', 'Man', 'Dies', 'Diese', 'Dieser', 'Dieses', 'Dann', 'Danach', 'Daher',
  'Darum', 'Deshalb', 'Doch', 'Aber', 'Und', 'Oder', 'Auch', 'Als', 'Wenn', 'Weil', 'Da', 'Dabei', 'Damit',
  'Dazu', 'So', 'Nun', 'Jetzt', 'Heute', 'Hier', 'Dort', 'Im', 'In', 'Am', 'An', 'Auf', 'Aus', 'Bei', 'Mit',
  'Nach', 'Von', 'Vor', 'Zu', 'Zum', 'Zur', 'Für', 'Um', 'Über', 'Unter', 'Alle', 'Viele', 'Jede', 'Jeder',
  'Jedes', 'Kein', 'Keine', 'Bitte', 'Was', 'Wer', 'Wie', 'Wo', 'Warum', 'Wann', 'Ja', 'Nein', 'Mein', 'Meine',
  'Unser', 'Unsere', 'Sein', 'Seine', 'Ihre', 'Dass', 'Ob', 'Trotzdem', 'Außerdem', 'Zudem', 'Somit', 'Also',
];

/**
 * A line ending in one of these words is continued by the next line even when that starts with a
 * capital ("Wir suchen eine\nLehrkraft"): articles, prepositions, conjunctions, formal pronouns.
 */
export const LINE_END_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'der', 'die', 'das', 'des', 'dem', 'den', 'ein', 'eine', 'einer', 'einem', 'einen', 'eines', 'kein', 'keine',
  'keiner', 'keinem', 'keinen', 'jeder', 'jede', 'jedes', 'jedem', 'jeden', 'alle', 'allen', 'aller', 'unser',
  'unsere', 'unserer', 'unseren', 'unserem', 'Ihr', 'Ihre', 'Ihrer', 'Ihren', 'Ihrem', 'Ihres', 'Sie', 'Ihnen',
  'und', 'oder', 'sowie', 'bzw', 'aber', 'sondern', 'als', 'wie', 'dass', 'weil', 'wenn', 'ob', 'für', 'mit',
  'von', 'vom', 'zu', 'zum', 'zur', 'in', 'im', 'an', 'am', 'auf', 'aus', 'bei', 'beim', 'nach', 'über', 'unter',
  'vor', 'durch', 'gegen', 'ohne', 'um', 'zwischen', 'während', 'seit', 'bis', 'ab', 'sich', 'wir', 'ich',
]);
