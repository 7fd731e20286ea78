/**
 * The Message-IDs of an inquiry's e-mail thread with its client, derived from the inquiry and its replies so
 * each mail knows those before it: the acknowledgement starts the thread, each reply answers the previous
 * message and lists the whole chain, and mail programs show one conversation.
 */
export function acknowledgementMessageId(inquiryId: string, publicUrl: string): string {
  return `<inquiry-${inquiryId}@${new URL(publicUrl).hostname}>`;
}

export function replyMessageId(inquiryId: string, replyId: string, publicUrl: string): string {
  return `<inquiry-${inquiryId}-reply-${replyId}@${new URL(publicUrl).hostname}>`;
}

/** The header fields of a reply, given the replies sent before it, oldest first. */
export function replyThreadHeaders(
  inquiryId: string,
  replyId: string,
  earlierReplyIds: readonly string[],
  publicUrl: string,
): Record<string, string> {
  const chain = [
    acknowledgementMessageId(inquiryId, publicUrl),
    ...earlierReplyIds.map((id) => replyMessageId(inquiryId, id, publicUrl)),
  ];
  return {
    'Message-ID': replyMessageId(inquiryId, replyId, publicUrl),
    'In-Reply-To': chain[chain.length - 1],
    References: chain.join(' '),
  };
}
