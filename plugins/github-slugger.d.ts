// github-slugger 1.x ships no types; this is the part plugins/mdxFacts.mts uses, the slugger
// Docusaurus's loader gives headings their ids with (through @docusaurus/utils).
declare module 'github-slugger' {
  export default class GithubSlugger {
    /** A unique slug of `value`: lower case unless `maintainCase`, numbered (-1, -2…) when repeated. */
    slug(value: string, maintainCase?: boolean): string;
  }
}
