/**
 * What the services' server-drawn pages (the house's game and table pages, the sportsbook's book)
 * write alike: HTML escaping, JSON for an inline script, the document around a page, and the
 * pages' text helpers (placeholders, Bengali digits, money).
 */
export { escapeHtml, type HtmlPage, htmlPage, scriptJson } from './html';
export { fill, localDigits, moneyText } from './page-text';
