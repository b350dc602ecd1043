/** What the front ends (LanguageTool endpoint, web editor) add to a finding of low confidence. */
export const UNSURE_NOTE = 'Unsicher: Fall/Zahl oder gemeinte Person nicht sicher – bitte prüfen.';
