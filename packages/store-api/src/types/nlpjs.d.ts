// @nlpjs/lang-* ship no type declarations; only their stemmers are used here.
declare module "@nlpjs/lang-en" {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module "@nlpjs/lang-pl" {
  export class StemmerPl {
    stemWord(word: string): string;
  }
}
declare module "@nlpjs/lang-de" {
  export class StemmerDe {
    stemWord(word: string): string;
  }
}
