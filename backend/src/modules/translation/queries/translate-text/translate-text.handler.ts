import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TextTranslator } from '../../text-translator';
import { TranslateTextQuery, type TextTranslation } from './translate-text.query';

@QueryHandler(TranslateTextQuery)
export class TranslateTextHandler implements IQueryHandler<TranslateTextQuery, TextTranslation> {
  constructor(private readonly translator: TextTranslator) {}

  async execute({ text, target }: TranslateTextQuery): Promise<TextTranslation> {
    return { text: await this.translator.translate(text, target), provider: this.translator.providerName };
  }
}
