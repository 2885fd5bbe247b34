export const Autoplay = { name: 'autoplay' };
export const A11y = { name: 'a11y' };
