/**
 * D5: old link targets and the canonical pages they lead to. The build writes
 * browser redirect pages for them (plugins/redirectPages.ts); the forms
 * server answers the same paths with a 301.
 */
export const redirects: readonly {from: string; to: string}[] = [
  {from: '/TrendSoft/oursolutions/CyberSecurity/WebAccess', to: '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'},
  {from: '/TrendSoft/oursolutions/CyberSecurity/MobileAccess', to: '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'},
  {from: '/TrendSoft/oursolutions/CyberSecurity/DocumentAccess', to: '/TrendSoft/oursolutions/CyberSecurity/ApiKey'},
  {from: '/contact-us', to: '/TrendSoft/ContactUs'},
  {from: '/privacy-policy', to: '/TrendSoft/Privacy-Policy'},
  {from: '/terms-of-service', to: '/TrendSoft/Terms-of-Service'},
];
