/** Request header the proxy sets on page requests: the address as the visitor asked for it. */
export const URL_HEADER = 'x-vitrine-url';
