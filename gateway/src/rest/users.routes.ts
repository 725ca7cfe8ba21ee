import { defineRoute } from './framework.js';
import { toUserJson, type RestUserData } from './user.mapper.js';

export const usersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/users/me',
    auth: 'required',
    operation: 'RestMe',
    variables: () => ({}),
    response: (data: { me: RestUserData }) => toUserJson(data.me),
  }),
];
