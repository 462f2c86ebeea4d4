/** The signed-in person, as the access token says. Its own file, below the HTTP layer and the features, so that
 * any of them can name it without importing what the HTTP layer is made of. */
export interface AuthUser {
  id: number;
  timeZone: string;
}
