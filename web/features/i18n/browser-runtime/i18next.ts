import { translate, type Formatter, type Texts, type TranslateOptions } from './translate.ts';

/**
 * The browser's i18next (ADR 010): the part of i18next's instance the shop uses, over `translate`, in place of
 * i18next's 48 KB. vite.config.ts puts it where the browser build imports `i18next`; the server, the mail texts
 * and the component tests keep i18next itself.
 */
type Listener = (language: string) => void;
type Backend = { type: 'backend'; read(language: string, namespace: string, done: (error: unknown, texts: Texts | null) => void): void };
type Plugin = Backend | { type: '3rdParty'; init(instance: BrowserI18n): void };
type InitOptions = { lng: string; resources?: Record<string, { translation: Texts }> };

function merged(into: Texts, from: Texts): Texts {
  const result: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = result[key];
    if (typeof value === 'object' && typeof current === 'object') result[key] = merged(current, value);
    else if (current === undefined) result[key] = value;
  }
  return result;
}

export class BrowserI18n {
  language = '';
  isInitialized = false;
  options: InitOptions = { lng: '' };
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly formatters = new Map<string, Formatter>();
  private backend: Backend | undefined;
  readonly services = { formatter: { add: (name: string, format: Formatter) => void this.formatters.set(name, format) } };
  readonly t = (key: string, options?: TranslateOptions) => this.translateIn(this.language, key, options);

  get resolvedLanguage() {
    return this.language;
  }

  get languages() {
    return [this.language];
  }

  use(plugin: Plugin): this {
    if (plugin.type === 'backend') this.backend = plugin;
    else plugin.init(this);
    return this;
  }

  async init(options: InitOptions) {
    this.options = options;
    for (const [language, bundle] of Object.entries(options.resources ?? {})) this.texts.set(language, bundle.translation);
    await this.loadLanguages(options.lng);
    this.language = options.lng;
    this.isInitialized = true;
    return this.t;
  }

  on(event: string, listener: Listener) {
    let listeners = this.listeners.get(event);
    if (!listeners) this.listeners.set(event, (listeners = new Set()));
    listeners.add(listener);
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  async loadLanguages(language: string) {
    const backend = this.backend;
    if (this.texts.has(language) || !backend) return;
    const texts = await new Promise<Texts>((resolve, reject) =>
      backend.read(language, 'translation', (error, read) => (error ? reject(error as Error) : resolve(read ?? {}))),
    );
    this.texts.set(language, texts);
  }

  async changeLanguage(language: string) {
    await this.loadLanguages(language);
    this.language = language;
    this.emit('languageChanged', language);
    return this.t;
  }

  /** As i18next's with `deep` and no `overwrite`: the texts already there are kept. */
  addResourceBundle(language: string, _namespace: string, texts: Texts) {
    this.texts.set(language, merged(this.texts.get(language) ?? {}, texts));
    this.emit('added', language);
    return this;
  }

  exists(key: string) {
    return this.translateIn(this.language, key, { defaultValue: '\u0000' }) !== '\u0000';
  }

  getFixedT(language: string | undefined) {
    return (key: string, options?: TranslateOptions) => this.translateIn(language ?? this.language, key, options);
  }

  private translateIn(language: string, key: string, options?: TranslateOptions) {
    return translate(this.texts.get(language), language, key, options, this.formatters);
  }

  private emit(event: string, language: string) {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }
}

const i18next = new BrowserI18n();
export default i18next;
