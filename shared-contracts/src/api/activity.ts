/** An item's activity (spec): who locked it, when, and until when. */
export interface ItemActivity {
  event: 'lock';
  user: { uuid: string; fullname: string };
  timestamp: string;
  expires_at: string;
}
