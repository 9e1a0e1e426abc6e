// Kept apart from the schemas (no valibot): the product page strips as the shopper types.

/** Spec §5: upsell texts (a balloon's print) carry no emoji or symbols; both sides strip them. */
export const stripEmojiAndSymbols = (text: string) =>
  text
    // A keycap emoji (1️⃣) is a digit plus marks: the digit goes too.
    .replace(/[0-9#*]\ufe0f?\u20e3/gu, '')
    // Joiners, variation selectors and keycap marks are left over from emoji: they go as well.
    .replace(/\p{S}|\p{Extended_Pictographic}|\u200d|\ufe0e|\ufe0f|\u20e3/gu, '');
