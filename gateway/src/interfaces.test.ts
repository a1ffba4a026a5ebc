import { graphql, isObjectType } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { interfaceResolvers } from './interfaces';
import { sdlSchema } from './sdl';

describe('shared interfaces', () => {
  it('every *Page implements Page and every *Payload implements Payload', () => {
    const objects = Object.values(sdlSchema().getTypeMap()).filter(isObjectType);
    for (const name of ['Page', 'Payload']) {
      const named = objects.filter((type) => type.name.endsWith(name));
      const implementing = named.filter((type) => type.getInterfaces().some((face) => face.name === name));
      expect(implementing.map((type) => type.name)).toEqual(named.map((type) => type.name));
      expect(named.length).toBeGreaterThan(60);
    }
  });

  it('sends an unknown UserError code as INVALID and a known one as itself', async () => {
    const schema = makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        enum UserErrorCode {
          INVALID
          DUPLICATE
        }
        type UserError {
          message: String!
          code: UserErrorCode
        }
        type Query {
          errors: [UserError!]!
        }
      `,
      resolvers: [
        {
          Query: {
            errors: () => [
              { message: 'a', code: 'DUPLICATE' },
              { message: 'b', code: 'SOMETHING' },
              { message: 'c', code: null },
            ],
          },
        },
        { UserError: interfaceResolvers.UserError },
      ],
    });
    const result = await graphql({ schema, source: '{ errors { message code } }' });
    expect(result).toEqual({
      data: {
        errors: [
          { message: 'a', code: 'DUPLICATE' },
          { message: 'b', code: 'INVALID' },
          { message: 'c', code: null },
        ],
      },
    });
  });
});
