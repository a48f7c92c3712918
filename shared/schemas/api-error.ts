/** The JSON body of every error the API answers. */
export interface ApiError {
  message: string;
  /** First message per invalid field, keyed by the field's path joined with dots. */
  errors?: Record<string, string>;
}
